"""Run as a script in a fresh process: import printkit, build kits, and report every attribute of
reportlab's modules and classes, and of some standard library modules, that was replaced,
removed or added, at any import and at the end (tests/test_reportlab_untouched.py).

    python tests/reportlab_watch.py OUT_DIR [--patch]     # prints a JSON list of changes

Each reportlab module is recorded the moment it has been imported (its loader is wrapped), the
standard library modules before anything else; every later import, and the end, compares them
with what was recorded, so a change made for a while and undone (a function swapped while a
module imports) is seen too. `--patch` makes two such changes itself, to show they are seen.
"""

from __future__ import annotations

import importlib.abc
import json
import sys

STANDARD = ("re", "zlib", "io", "codecs", "json", "hashlib", "functools", "base64", "struct", "marshal",
            "weakref", "contextvars", "threading", "gc", "os", "tempfile", "pathlib")

# What reportlab and the standard library change themselves, as they are used: tables made on
# first use, and names one of their modules sets on another's (a submodule on its package,
# copyreg's `__slotnames__` on a class it copies).
THEIR_OWN = {
    ("reportlab.lib.colors", "_namedColors"),                  # getAllNamedColors, on first use
    ("reportlab.lib.sequencer", "_sequencer"),                 # getSequencer, on first use
    ("reportlab.lib.utils", "open_for_read"),                  # replaces itself on its first call (4.x)
    ("reportlab.platypus.flowables.KeepTogether", "FrameBreak"),           # set by platypus.doctemplate
    ("reportlab.platypus.flowables.KeepTogether", "NullActionFlowable"),   # set by platypus.doctemplate
    ("tempfile", "_name_sequence"),                            # tempfile's names, on first use
}

_recorded: dict[str, dict[str, object]] = {}
_classes: dict[str, dict[str, type]] = {}
_changes: set[tuple[str, str, str]] = set()


def _attributes(owner) -> dict[str, object]:
    try:
        return dict(vars(owner))
    except TypeError:
        return {}


def record(module) -> None:
    """Keep `module`'s attributes and those of the classes it defines, as they are now, and the
    class of each of its attributes (an object may be given another class in place)."""
    _recorded[module.__name__] = _attributes(module)
    _classes[module.__name__] = {name: type(value) for name, value in _recorded[module.__name__].items()}
    for name, value in list(_recorded[module.__name__].items()):
        if isinstance(value, type) and value.__module__ == module.__name__:
            _recorded[f"{module.__name__}.{name}"] = _attributes(value)


def _owner(where: str):
    module = sys.modules.get(where)
    if module is not None:
        return module
    module_name, _, class_name = where.rpartition(".")
    return getattr(sys.modules.get(module_name), class_name, None)


def check() -> None:
    """Note every recorded attribute that is no longer the same object, and every new one."""
    for where, before in list(_recorded.items()):
        now = _attributes(_owner(where))
        for name in before.keys() | now.keys():
            if (where, name) in THEIR_OWN or name == "__slotnames__":
                continue
            if name not in now:
                _changes.add((where, name, "removed"))
            elif name not in before:
                if type(now[name]) is not type(sys) or now[name].__name__ != f"{where}.{name}":   # a submodule
                    _changes.add((where, name, "added"))
            elif now[name] is not before[name]:
                _changes.add((where, name, "replaced"))
            elif where in _classes and type(now[name]) is not _classes[where][name]:
                _changes.add((where, name, "given another class"))
    _check_fonts()


def _check_fonts() -> None:
    """A registered font's face is made by reportlab: of one of reportlab's own classes."""
    pdfmetrics = sys.modules.get("reportlab.pdfbase.pdfmetrics")
    for name, font in dict(getattr(pdfmetrics, "_fonts", {})).items():
        face = vars(font).get("face")
        if face is not None and not type(face).__module__.startswith("reportlab."):
            _changes.add((f"font {name}", "face", "given another class"))


class _Watch(importlib.abc.MetaPathFinder):
    """Checks at every import; records each reportlab module once it has run."""

    def find_spec(self, name, path, target=None):
        check()
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                if name.split(".")[0] == "reportlab" and hasattr(spec.loader, "exec_module"):
                    spec.loader = _Recording(spec.loader)
                return spec
        return None


class _Recording(importlib.abc.Loader):
    def __init__(self, loader):
        self.loader = loader

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        record(module)

    def __getattr__(self, name):
        return getattr(self.loader, name)


def main(out: str, patch: bool) -> None:
    import importlib
    for name in STANDARD:
        record(importlib.import_module(name))
    sys.meta_path.insert(0, _Watch())
    if patch:
        import re
        real = re.compile
        re.compile = lambda *a, **k: real(*a, **k)   # swapped while a module imports, then undone
        import reportlab.lib.abag  # noqa: F401
        re.compile = real
        from reportlab.pdfbase import pdfdoc
        pdfdoc.pdfdocEnc = lambda text, real=pdfdoc.pdfdocEnc: real(text)
    from pathlib import Path

    from printkit.build import build
    from printkit.kit_model import KitOptions
    for game, extra in (("market-island", {}), ("data-tycoon", {"ink": "saver"})):
        build(KitOptions(game=game, lang="en", **extra), Path(out) / game)
    check()
    print(json.dumps(sorted(_changes)))


if __name__ == "__main__":
    main(sys.argv[1], "--patch" in sys.argv[2:])
