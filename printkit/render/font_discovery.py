"""Finding a font for a script printkit does not ship a font for (CJK, too large to ship; or any
other script a catalog's text is written in).

Where, in order:

1. the workspace's `fonts/` folder: a font the translator puts there wins (docs/translate.md);
2. the fonts the system has: through fontconfig (`fc-list`) where it is installed, else the usual
   font folders of Linux, macOS and Windows, read with fontTools.

A face is taken only if it has every sample character of the script (or of the text that needs
it) and lets itself be embedded in a document (OpenType `fsType`). Among those, the families
printers use for body text are preferred (`PREFERRED`: Noto Sans CJK JP before a serif or a
monospaced face), then the face of the weight asked for, then the file's path, so the same
machine always chooses the same font. TrueType and OpenType (CFF) files and `.ttc`/`.otc`
collections are all read; render/font_convert.py makes the TrueType subset reportlab embeds.
"""

from __future__ import annotations

import json
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from printkit import cache, workspace

FONT_SUFFIXES = (".ttf", ".otf", ".ttc", ".otc")

# Characters every font of the writing system has (checked against a face's character map).
SAMPLES = {"Jpan": "日本語のかなカナ", "Hans": "简体中文汉字", "Hant": "繁體中文漢字", "Kore": "한국어글자"}
FONTCONFIG_LANGS = {"Jpan": "ja", "Hans": "zh-cn", "Hant": "zh-tw", "Kore": "ko"}
# Body-text families, best first, as Linux distributions, macOS and Windows name them.
PREFERRED = {
    "Jpan": ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Source Han Sans", "Hiragino Sans",
             "Hiragino Kaku Gothic ProN", "Yu Gothic", "Meiryo", "IPAexGothic", "IPAGothic", "TakaoGothic",
             "VL Gothic", "MS Gothic"),
    "Hans": ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei",
             "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", "SimHei", "SimSun"),
    "Hant": ("Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "PingFang TC", "Microsoft JhengHei",
             "WenQuanYi Micro Hei", "MingLiU"),
    "Kore": ("Noto Sans CJK KR", "Noto Sans KR", "Source Han Sans K", "Apple SD Gothic Neo", "Malgun Gothic",
             "NanumGothic", "UnDotum"),
}
NOT_BODY_TEXT = ("Mono", "Serif", "Mincho", "Ming", "Song", "Batang", "Emoji", "Math")
REGULAR, BOLD = 400, 700
RESTRICTED_EMBEDDING = 0x0002   # OS/2 fsType: the licence forbids embedding the font


class FontFile(NamedTuple):
    """One face of a font file: what render/font_convert.py subsets and the cover names."""

    path: str
    index: int          # the face's number in a .ttc/.otc collection (0 in a single font)
    family: str
    weight: int         # OS/2 usWeightClass: 400 regular, 700 bold
    licence: str
    origin: str         # "workspace" or "system"


def find_font(script: str, *, bold: bool = False, needed: str = "") -> FontFile | None:
    """The best face for `script` (or for the characters `needed`, for a script without a sample):
    the workspace's fonts first, then the system's; None if no font has them."""
    sample = SAMPLES.get(script) or needed
    if not sample:
        return None
    weight = BOLD if bold else REGULAR
    for origin, candidates in (("workspace", workspace_candidates), ("system", system_candidates)):
        found = _best(candidates(script, sample), script, sample, weight)
        if found is not None:
            return found._replace(origin=origin)
    return None


def workspace_fonts_dir() -> Path:
    """The folder a translator puts fonts in: `fonts/` in the workspace."""
    return workspace.workspace_root() / "fonts"


def workspace_candidates(script: str, sample: str) -> list[FontFile]:
    return _faces_of_files(tuple(_font_files(workspace_fonts_dir())))


def system_candidates(script: str, sample: str) -> list[FontFile]:
    """The system's faces that may have `sample`: fontconfig's answer where it is installed, else
    every font file of the usual folders."""
    listed = fontconfig_faces(script, sample)
    if listed is not None:
        return listed
    return _faces_of_files(tuple(path for folder in system_font_dirs() for path in _font_files(folder)))


def fontconfig_faces(script: str, sample: str) -> list[FontFile] | None:
    """Faces fontconfig says cover the script's language (or the sample's characters); None
    without fontconfig."""
    lang = FONTCONFIG_LANGS.get(script)
    pattern = f":lang={lang}" if lang else ":charset=" + " ".join(f"{ord(ch):x}" for ch in sorted(set(sample)))
    listed = _fontconfig_list(pattern)
    if listed is None:
        return None
    return [face for path, index in listed for face in _faces_of(path) if face.index == index]


@lru_cache(maxsize=16)
def _fontconfig_list(pattern: str) -> tuple[tuple[str, int], ...] | None:
    """(file, face index) of every font `fc-list PATTERN` names, asked once per process."""
    import shutil      # subprocess only here: a Latin kit never asks fontconfig
    import subprocess
    tool = shutil.which("fc-list")
    if tool is None:
        return None
    try:
        done = subprocess.run([tool, pattern, "--format", "%{file}\\t%{index}\\n"], capture_output=True,
                              text=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode != 0:
        return None
    found = []
    for line in sorted(set(done.stdout.splitlines())):
        path, _, index = line.partition("\t")
        if path.lower().endswith(FONT_SUFFIXES) and index.isdigit():
            found.append((path, int(index)))
    return tuple(found)


def system_font_dirs() -> list[Path]:
    """The usual font folders of this platform (those that exist)."""
    home = Path.home()
    if sys.platform == "darwin":
        folders = [Path("/System/Library/Fonts"), Path("/Library/Fonts"), home / "Library" / "Fonts"]
    elif sys.platform == "win32":
        windows = Path(os.environ.get("WINDIR") or "C:/Windows")
        local = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
        folders = [windows / "Fonts", local / "Microsoft" / "Windows" / "Fonts"]
    else:
        data_dirs = (os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(os.pathsep)
        folders = [Path(d) / "fonts" for d in data_dirs] + [home / ".local" / "share" / "fonts", home / ".fonts"]
    return [folder for folder in folders if folder.is_dir()]


def _font_files(folder: Path) -> list[str]:
    if not folder.is_dir():
        return []
    found = [os.path.join(root, name) for root, _, names in os.walk(folder) for name in names
             if name.lower().endswith(FONT_SUFFIXES)]
    return sorted(found)


def _best(candidates: list[FontFile], script: str, sample: str, weight: int) -> FontFile | None:
    """The best-ranked face that has every character of `sample`: ranked first, by names and
    weights alone, so that only the faces tried have their character maps read (a CJK face's
    map, tens of thousands of characters, is slow to read)."""
    preferred = PREFERRED.get(script, ())
    wanted = set(map(ord, sample))

    def rank(face: FontFile) -> tuple:
        family_rank = preferred.index(face.family) if face.family in preferred else len(preferred)
        return (any(word in face.family for word in NOT_BODY_TEXT), family_rank,
                abs(face.weight - weight), face.path, face.index)

    for face in sorted(candidates, key=rank):
        if wanted <= coverage(face.path, face.index):
            return face
    return None


def _faces_of_files(paths: tuple[str, ...]) -> list[FontFile]:
    return [face for path in paths for face in _faces_of(path)]


def _faces_of(path: str) -> list[FontFile]:
    """The embeddable faces of one file, read once per process for its size and time."""
    try:
        stat = os.stat(path)
    except OSError:
        return []
    return list(_read_faces(path, stat.st_size, stat.st_mtime_ns))


FACES_CACHE = "font-faces-info-1"   # bump when the stored form changes


@lru_cache(maxsize=1024)
def _read_faces(path: str, size: int, mtime_ns: int) -> tuple[FontFile, ...]:
    """A file's faces, kept in the cache folder by its path, size and time: opening every font a
    language may use to read its names costs far more than reading the stored list back."""
    entry = _cache_entry(FACES_CACHE, f"{path}|{size}|{mtime_ns}")
    try:
        return tuple(FontFile(path, index, family, weight, licence, "")
                     for index, family, weight, licence in json.loads(entry.read_text(encoding="utf-8")))
    except (AttributeError, OSError, ValueError, TypeError):
        pass
    faces = _parse_faces(path)
    if entry is not None:
        cache.store(entry, json.dumps([[f.index, f.family, f.weight, f.licence] for f in faces]))
    return faces


def _cache_entry(folder_name: str, source: str):
    import hashlib
    folder = cache.cache_dir(folder_name)
    return folder / (hashlib.sha256(source.encode()).hexdigest() + ".json") if folder is not None else None


def _parse_faces(path: str) -> tuple[FontFile, ...]:
    from fontTools.ttLib import TTLibError
    faces = []
    for index in range(_face_count(path)):
        try:
            font = _open(path, index)
            if "OS/2" in font and font["OS/2"].fsType & 0x000F == RESTRICTED_EMBEDDING:
                continue
            faces.append(FontFile(path, index, family_name(font), _weight(font), licence_of(font), ""))
        except (TTLibError, OSError, KeyError, AssertionError, ValueError, IndexError):
            continue   # not a font fontTools reads: not a candidate
    return tuple(faces)


def _face_count(path: str) -> int:
    if not path.lower().endswith((".ttc", ".otc")):
        return 1
    try:
        with open(path, "rb") as handle:
            header = handle.read(12)
    except OSError:
        return 0
    return int.from_bytes(header[8:12], "big") if header[:4] == b"ttcf" else 1


def _open(path: str, index: int):
    from fontTools.ttLib import TTFont
    return TTFont(path, fontNumber=index, lazy=True)


def family_name(font) -> str:
    """The typographic family (name ID 16, else 1): "Noto Sans CJK JP" for its Bold face too."""
    names = font["name"]
    return str(names.getDebugName(16) or names.getDebugName(1) or "").strip()


def _weight(font) -> int:
    if "OS/2" in font:
        return int(font["OS/2"].usWeightClass)
    return BOLD if font["head"].macStyle & 1 else REGULAR


# Licences named in a font's name table (ID 13), by a phrase their texts contain.
KNOWN_LICENCES = (("Open Font License", "SIL Open Font License 1.1"), ("Apache License", "Apache License 2.0"),
                  ("IPA Font License", "IPA Font License 1.0"), ("Ubuntu Font Licence", "Ubuntu Font Licence 1.0"),
                  ("Bitstream Vera", "Bitstream Vera Fonts licence"), ("GNU General Public License", "GNU GPL"))


def licence_of(font) -> str:
    """The font's licence as its name table states it (ID 13, else ID 14), shortened to the
    licence's name when it is a known one."""
    names = font["name"]
    text = " ".join(str(names.getDebugName(13) or "").split())
    for phrase, licence in KNOWN_LICENCES:
        if phrase.lower() in text.lower():
            return licence
    if text:
        return text if len(text) <= 80 else text[:79] + "…"
    url = str(names.getDebugName(14) or "").strip()
    return url or "licence not stated in the font file"


def coverage(path: str, index: int = 0) -> frozenset[int]:
    """The code points one face has (its best character map), read by HarfBuzz once per process
    and file version: HarfBuzz reads even a CJK face's map in C, quickly enough that a first
    build does not wait for it and nothing needs keeping between runs."""
    try:
        stat = os.stat(path)
    except OSError:
        return frozenset()
    return _coverage(path, index, stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=64)
def _coverage(path: str, index: int, size: int, mtime_ns: int) -> frozenset[int]:
    import uharfbuzz
    try:
        return frozenset(uharfbuzz.Face(uharfbuzz.Blob.from_file_path(path), index).unicodes)
    except Exception:   # noqa: BLE001 (a file that cannot be read covers nothing)
        return frozenset()
