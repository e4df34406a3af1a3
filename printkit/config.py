"""The remembered duplex back offset: a one-line TOML file, `printer.toml`.

Which one wins, first found:
1. `--back-offset X,Y` on the command line (it is then saved in the user's file, for next time);
2. `printer.toml` in the `--out` directory (a kit folder that belongs with one printer);
3. `printer.toml` in the user's config folder: `$PRINTKIT_CONFIG_DIR`, else
   `$XDG_CONFIG_HOME/printkit`, else the platform's folder (printkit/userdirs.py);
4. no offset.
"""

from __future__ import annotations

import math
from pathlib import Path

from printkit.errors import UsageError
from printkit.userdirs import config_dir

FILE = "printer.toml"
LIMIT_MM = 10.0   # a shift larger than this is a typo, not a printer


def user_config_dir() -> Path:
    return config_dir()


def parse_offset(text: str, where: str = "--back-offset") -> tuple[float, float]:
    """'X,Y' in millimetres -> (x, y); anything else is a one-line usage error."""
    parts = [p.strip() for p in text.replace(";", ",").split(",")]
    try:
        x, y = (float(p) for p in parts)
    except ValueError:
        raise UsageError(f"{where}: expected two numbers in mm such as 1.5,-0.5, got {text!r}") from None
    return check_offset((x, y), where)


def check_offset(value: tuple[float, float], where: str) -> tuple[float, float]:
    """Both shifts finite and within LIMIT_MM (`nan` and `inf` read as floats, and compare false)."""
    if not all(math.isfinite(v) and abs(v) <= LIMIT_MM for v in value):
        raise UsageError(f"{where}: expected shifts between -{LIMIT_MM:g} and {LIMIT_MM:g} mm, "
                         f"got {value[0]:g},{value[1]:g}")
    return value


def read_offset_file(path: Path) -> tuple[float, float] | None:
    """The back_offset of a printer.toml, or None when the file does not exist."""
    if not path.is_file():
        return None
    import tomllib   # only when there is a file: a build without one never imports it
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: expected TOML with back_offset = [x, y] in mm, got unreadable text ({exc})") from None
    value = data.get("back_offset")
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, (int, float)) for v in value)):
        raise UsageError(f"{path}: back_offset: expected a list of two numbers in mm such as [1.5, -0.5], got {value!r}")
    return check_offset((float(value[0]), float(value[1])), f"{path}: back_offset")


def resolve_offset(option: str | None, out_dir: Path | None) -> tuple[tuple[float, float], str]:
    """(offset in mm, where it came from) by the order in this module's docstring."""
    if option is not None:
        return parse_offset(option), "--back-offset"
    for folder in ([out_dir] if out_dir is not None else []) + [user_config_dir()]:
        found = read_offset_file(folder / FILE)
        if found is not None:
            return found, str(folder / FILE)
    return (0.0, 0.0), "none"


def save_offset(offset: tuple[float, float]) -> Path:
    """Remember the offset in the user's printer.toml; returns the file written."""
    folder = user_config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE
    path.write_text("# printkit: duplex back offset in mm, read off `printkit calibrate`\n"
                    f"back_offset = [{offset[0]:g}, {offset[1]:g}]\n", encoding="utf-8")
    return path
