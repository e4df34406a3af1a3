"""render/pictures.py: a picture goes into the PDF once per file, a JPEG as its own bytes, and
never denser than the print needs."""

from __future__ import annotations

import io

from PIL import Image
from pypdf import PdfReader

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.layout.production import Production
from printkit.pdfsplit import Pages
from printkit.render.pdf import DocInfo, new_canvas
from printkit.render.pictures import PRINT_DPI, draw_picture
from printkit.units import mm

BOX = Rect(mm(10), mm(10), mm(40), mm(30))


def pdf_with(paths, *, ink: str = "colour") -> PdfReader:
    """A page drawing the pictures, written as a kit's files are: drawn into an uncompressed
    document, then cut out by printkit/pdfsplit.py."""
    buffer = io.BytesIO()
    with production.using(Production(ink=ink)):
        c = new_canvas(buffer, Size(mm(60), mm(50)), DocInfo("pictures"), compressed=False)
        for path in paths:
            draw_picture(c, path, BOX, shown="test")
        c.showPage()
        c.save()
    return PdfReader(io.BytesIO(Pages(buffer.getvalue()).extract([0], title="pictures")))


def images(reader: PdfReader) -> list:
    found = []
    for ref in reader.pages[0]["/Resources"]["/XObject"].values():
        item = ref.get_object()
        if item["/Subtype"] == "/Image":
            found.append(item)
    return found


def test_one_file_printed_many_times_is_embedded_once(tmp_path):
    path = tmp_path / "sun.png"
    Image.new("RGB", (300, 200), (230, 160, 20)).save(path)
    reader = pdf_with([path] * 5)
    assert len(images(reader)) == 1
    assert reader.pages[0].extract_text() == ""


def test_a_jpeg_goes_in_as_its_own_bytes(tmp_path):
    path = tmp_path / "photo.jpg"
    Image.new("RGB", (300, 200), (20, 90, 200)).save(path, quality=90)
    (image,) = images(pdf_with([path]))
    assert image["/Filter"] in ("/DCTDecode", ["/DCTDecode"]) and image.get_data() == path.read_bytes()


def test_a_picture_denser_than_the_print_is_reduced_to_it(tmp_path):
    path = tmp_path / "big.png"
    Image.effect_noise((4000, 3000), 40).convert("RGB").save(path)
    (image,) = images(pdf_with([path]))
    width = round(BOX.w / 72 * PRINT_DPI)    # 40 mm at 300 dpi: 472 pixels
    assert (image["/Width"], image["/Height"]) == (width, round(width * 3000 / 4000))
    small = tmp_path / "small.png"
    Image.effect_noise((400, 300), 40).convert("RGB").save(small)
    (image,) = images(pdf_with([small]))
    assert (image["/Width"], image["/Height"]) == (400, 300)   # as it is: not enlarged, not re-sampled


def test_transparency_and_grey_ink(tmp_path):
    path = tmp_path / "badge.png"
    Image.new("RGBA", (100, 100), (200, 30, 30, 128)).save(path)
    (image,) = images(pdf_with([path]))
    assert image["/ColorSpace"] == "/DeviceRGB" and "/SMask" in image
    (grey,) = images(pdf_with([path], ink="greyscale"))
    assert grey["/ColorSpace"] == "/DeviceGray" and "/SMask" in grey
