"""The talking book's page list: where each printed page of the rule card begins (moved from
tests/test_epub.py, which keeps the tests on built books)."""

from __future__ import annotations


def test_a_page_that_only_goes_on_is_marked_where_the_next_page_begins():
    from accessible_kits.writers.epub import page_marks

    assert page_marks(5, {2: "b1-1", 4: "b2-3-1"}) == {"title": [1], "b1-1": [2], "b2-3-1": [3, 4], "end": [5]}
    assert page_marks(1, {}) == {"title": [1]} and page_marks(0, {}) == {}
