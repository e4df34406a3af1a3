"""`printkit validate --kit` reads the cut lines a manifest records (issue 27): well formed, on
pages the file has, inside each page's TrimBox and reaching its sides on a sheet of cards."""

from __future__ import annotations

import json
import shutil

import pytest
from hypothesis import given, settings, strategies as st

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.validate import validate
from printkit.validate_cuts import _shape_problem


def errors(findings):
    return [str(f) for f in findings if f.severity == "error"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("kit")
    build(KitOptions(game="data-tycoon", paper="letter", back_offset=(0.5 * 72 / 25.4, 0.0)), out)
    return out


@pytest.fixture
def kit(built, tmp_path):
    """A copy of the built kit that a test may change."""
    copy = tmp_path / "kit"
    shutil.copytree(built, copy)
    return copy


def edit_cuts(kit, change) -> None:
    manifest = json.loads((kit / "manifest.json").read_text())
    change(next(c for c in manifest["components"] if c["id"] == "cards-specials"))
    (kit / "manifest.json").write_text(json.dumps(manifest))


def test_a_built_kit_records_cut_lines_that_read_back_clean(kit):
    manifest = json.loads((kit / "manifest.json").read_text())
    specials = next(c for c in manifest["components"] if c["id"] == "cards-specials")
    assert [entry["page"] for entry in specials["cuts"]] == list(range(1, 11))
    assert specials["cuts"][0]["cuts"] == {"x": [19.95, 107.95, 195.95], "y": [13.7, 76.7, 139.7, 202.7, 265.7]}
    # the backs page, mirrored on the long edge and moved 0.5 mm by the back offset
    assert specials["cuts"][1]["cuts"]["x"] == [20.45, 108.45, 196.45]
    assert errors(validate(kit=kit)) == []


def test_a_cut_off_the_cards_and_a_page_the_file_lacks_are_errors(kit):
    def change(component):
        component["cuts"][0]["cuts"]["x"] = [19.95, 107.95, 205.0]
        component["cuts"][1]["page"] = 40
    edit_cuts(kit, change)
    found = errors(validate(kit=kit))
    where = f"{kit}/manifest.json: error: components.cards-specials.cuts"
    assert (f"{where}: page 1: x = 205 mm: outside the TrimBox (19.95 to 195.95 mm; the page is 215.9 mm)"
            in found)
    assert f"{where}: page 40: data-tycoon-en-cards-specials.pdf has 10 page(s)" in found
    assert f"{where}: page(s) 2 of data-tycoon-en-cards-specials.pdf record no cut lines" in found


def test_cuts_that_stop_short_of_the_cards_edges_are_an_error(kit):
    edit_cuts(kit, lambda component: component["cuts"][0]["cuts"].update(y=[76.7, 139.7]))
    assert (f"{kit}/manifest.json: error: components.cards-specials.cuts: page 1: y: the outermost cuts "
            f"(76.7, 139.7 mm) are not the TrimBox's sides (13.70, 265.70 mm)") in errors(validate(kit=kit))


def test_a_malformed_entry_is_named(kit):
    edit_cuts(kit, lambda component: component["cuts"][2]["cuts"].update(x=[107.95, 19.95]))
    assert (f"{kit}/manifest.json: error: components.cards-specials.cuts: [2].cuts.x: expected the cuts in "
            f"increasing order, got [107.95, 19.95]") in errors(validate(kit=kit))


GOOD = st.lists(st.fixed_dictionaries({"page": st.integers(1, 99), "cuts": st.fixed_dictionaries(
    {"x": st.lists(st.floats(0, 400, allow_nan=False), max_size=6).map(sorted),
     "y": st.lists(st.floats(0, 400, allow_nan=False), max_size=6).map(sorted)})}), max_size=4)
BAD_VALUE = st.one_of(st.none(), st.booleans(), st.text(max_size=3), st.just(float("nan")), st.just(float("inf")))


@settings(max_examples=60, deadline=None)
@given(cuts=GOOD)
def test_every_well_formed_list_of_cuts_is_accepted(cuts):
    assert _shape_problem(cuts) is None


@settings(max_examples=60, deadline=None)
@given(cuts=GOOD.filter(bool), bad=BAD_VALUE, where=st.sampled_from(["page", "x", "y", "cuts", "extra"]))
def test_a_bad_value_anywhere_is_refused(cuts, bad, where):
    item = cuts[0]
    if where == "page":
        item["page"] = bad if bad is not None else "1"
    elif where in ("x", "y"):
        item["cuts"][where] = [*item["cuts"][where], bad]
    elif where == "cuts":
        item["cuts"] = bad
    else:
        item["extra"] = bad
    assert _shape_problem(cuts) is not None
