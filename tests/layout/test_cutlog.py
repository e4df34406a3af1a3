"""The manifest's cut lines, mapped from the pages of the document a component drew into to the
pages of its own file (printkit/layout/cutlog.py)."""

from hypothesis import given
from hypothesis import strategies as st

from printkit.layout.cutlog import PageCuts, manifest_cuts
from printkit.layout.cutmarks import Cut
from printkit.units import mm

HEIGHT = mm(297)


def _found(pages: list[int]) -> list[PageCuts]:
    """One recorded page per canvas page (from 1), each with cuts of its own: x at its number in mm."""
    return [PageCuts(page, HEIGHT, (Cut("x", mm(page)), Cut("y", mm(10)))) for page in pages]


def test_a_component_in_its_own_document_keeps_its_page_numbers():
    assert manifest_cuts(_found([2, 1])) == [
        {"page": 1, "cuts": {"x": [1.0], "y": [287.0]}},
        {"page": 2, "cuts": {"x": [2.0], "y": [287.0]}},
    ]


@given(drawn=st.lists(st.integers(0, 40), min_size=1, max_size=12, unique=True),
       repeats=st.lists(st.integers(0, 11), max_size=8), data=st.data())
def test_a_page_put_again_has_its_cuts_at_every_place_it_is_listed(drawn, repeats, data):
    """A document page listed twice in the component (a deck's backs page put again) is two
    pages of its file, each with the cuts recorded once for it."""
    own = list(drawn) + [drawn[r % len(drawn)] for r in repeats]
    own = data.draw(st.permutations(own))
    entries = manifest_cuts(_found([page + 1 for page in drawn]), own)
    assert [e["page"] for e in entries] == list(range(1, len(own) + 1))
    for entry in entries:
        assert entry["cuts"]["x"] == [own[entry["page"] - 1] + 1.0]
