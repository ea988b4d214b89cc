"""Every printed page of a kit, in the order the kit gives them.

The pages are made by one module a kind: render.sheets (boards, pieces, tokens, raised
diagrams and the braille key), render.record_sheets (tables to fill in, and their
paginator), render.text_pages (the summary card and the host key). This module only
decides which pages a kit has and in what order.
"""

from __future__ import annotations

from accessible_kits.fonts import Metrics
from accessible_kits.model import Kit
from accessible_kits.profile import Profile
from accessible_kits.render.canvas import Page
from accessible_kits.render.checklist import checklist_page
from accessible_kits.render.drawers import labels_for
from accessible_kits.render.raised import raised_pages
from accessible_kits.render.record_sheets import match_tables, record_pages, record_tables
from accessible_kits.render.sheets import board_pages, key_page, piece_pages
from accessible_kits.render.text_pages import host_pages, text_pages


def kit_pages(kit: Kit, profile: Profile) -> list[Page]:
    """A kit's pages: the checklist, the boards and pieces, on a raised kit the key first and the tokens and
    example diagrams after them, then the record sheets, the summary card and the host key."""
    m = Metrics(profile.font)
    labels = labels_for(kit.title, kit.boards, kit.pieces, profile)  # every raised sheet's braille; None without
    pages = board_pages(kit, profile, m, labels)
    pages += piece_pages(kit, profile, m, labels)
    if labels:  # raised sheets for swell paper: tokens, the worked examples, then the key to them all
        pages += raised_pages(kit, profile, m, labels)
        pages.insert(0, key_page(kit, profile, m, labels, frozenset().union(*(p.symbols for p in pages))))
    if kit.checklist:  # the first page of kit.pdf: what to print and make ready for the match
        pages.insert(0, checklist_page(kit, profile, m))
    rounds = getattr(kit.preparation, "rounds", 1)  # a game's record once for each round of the match
    pages += record_pages(kit, match_tables(kit.record_sheets, rounds), profile, m)
    pages += summary_pages(kit, profile, m)
    pages += host_pages(kit, profile, m)
    return pages


def word_page_counts(kit: Kit, profile: Profile, rounds: int) -> tuple[list[frozenset[int]], int, int]:
    """The pages the sheet plan does not lay out, as kit_pages draws them, for the preparation
    plan: the tables on each record page (a game's record once for each of `rounds` rounds,
    match_tables), and the pages of the quick reference and the host key. `kit`: the kit without
    its rule sections."""
    m = Metrics(profile.font)
    records = record_tables(kit, match_tables(kit.record_sheets, rounds), profile, m)
    return records, len(summary_pages(kit, profile, m)), len(host_pages(kit, profile, m))


def summary_pages(kit: Kit, profile: Profile, m: Metrics) -> list[Page]:
    """The quick reference's pages (summary.pdf); word_page_counts counts them for the words that name them."""
    return text_pages(
        kit, profile, m, id="summary", title=f"{kit.title}: quick reference", subtitle="", sections=kit.summary
    )
