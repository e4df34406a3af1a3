"""`printkit export` (printkit/export/): a kit's cards as PNG files with bleed, or as Tabletop
Simulator deck sheets with their back images and a note of the grids."""

from __future__ import annotations

from PIL import Image

from printkit.units import mm
from tests.kits.test_card_game_designer import BLUE_BACK, GAME, RED_BACK, run, workspace  # noqa: F401 (the fixture)


def near(pixel, colour, tolerance: int = 12) -> bool:
    return max(abs(a - b) for a, b in zip(pixel, colour)) <= tolerance


def test_png_one_file_per_card_and_side_with_3_mm_bleed(workspace):
    out = workspace / "png"
    code, output = run("export", GAME, "--format", "png", "--dpi", "100", "--jobs", "2", "--out", str(out))
    assert code == 0, output
    assert output.startswith(f"{GAME} (en): 8 cards, 16 files (png, 100 dpi), ")
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(f"{GAME}-en-MX-M-{n:02d}-{side}.png" for n in range(1, 9) for side in ("front", "back"))
    width, height = round((63 + 6) / 25.4 * 100), round((88 + 6) / 25.4 * 100)
    for n, back in ((1, RED_BACK), (6, BLUE_BACK)):
        image = Image.open(out / f"{GAME}-en-MX-M-{n:02d}-back.png").convert("RGB")
        assert abs(image.width - width) <= 1 and abs(image.height - height) <= 1
        assert near(image.getpixel((2, 2)), back)                      # the back fills the bleed
    front = Image.open(out / f"{GAME}-en-MX-M-01-front.png").convert("RGB")
    assert near(front.getpixel((2, 2)), (0xFF, 0xFF, 0xF0))           # the ivory background fills the bleed


def test_tts_sheets_backs_and_the_note_of_their_grids(workspace):
    out = workspace / "tts"
    code, output = run("export", GAME, "--format", "tts", "--dpi", "100", "--out", str(out))
    assert code == 0, output
    stem = f"{GAME}-en-cards-main"
    assert sorted(p.name for p in out.iterdir()) == [f"{stem}-backs-1.jpg", f"{stem}-sheet-1.jpg", f"{GAME}-en-tts.txt"]
    assert (out / f"{GAME}-en-tts.txt").read_text(encoding="utf-8").splitlines()[4:6] == [
        "Main deck (cards-main): 8 cards, codes MX-M-01 to MX-M-08",
        f"  Face {stem}-sheet-1.jpg: Width 8, Height 1, Number 8; Back {stem}-backs-1.jpg; Unique backs: on"]
    card_w = int(mm(63) / 72 * 100)
    faces, backs = (Image.open(out / f"{stem}-{name}.jpg") for name in ("sheet-1", "backs-1"))
    assert faces.size == backs.size and faces.width == 8 * card_w
    assert faces.height == round(card_w * 88 / 63) or abs(faces.height - card_w * 88 / 63) <= 1
    assert near(backs.getpixel((card_w // 2, 4)), RED_BACK, 20) and near(backs.getpixel((7 * card_w + card_w // 2, 4)), BLUE_BACK, 20)


def test_a_shipped_game_exports_its_decks_and_says_what_it_leaves_out(tmp_path):
    code, output = run("export", "market-island", "--format", "tts", "--dpi", "72", "--out", str(tmp_path))
    assert code == 0, output
    note = (tmp_path / "market-island-en-tts.txt").read_text(encoding="utf-8")
    assert "Action cards (cards-action): 54 cards, codes MI-A-01 to MI-A-54" in note
    assert "Face market-island-en-cards-action-sheet-1.jpg: Width 10, Height 6, Number 54; " \
           "Back market-island-en-cards-action-back.jpg" in note
    assert run("export", "dice-game", "--format", "png", "--out", str(tmp_path / "dice")) == (
        2, "error: dice-game: no cards to export (its kit prints no card sheets)\n")
