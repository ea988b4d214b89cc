"""A kit's writers share its products (pages, recordings, the printed card's page starts), never
each other's files: in any order they give the same bytes."""

from __future__ import annotations

import io
import random
import shutil
import zipfile

from accessible_kits.compose import compose
from accessible_kits.fonts import configure_fontconfig
from accessible_kits.games import load_game
from accessible_kits.options import BuildOptions
from accessible_kits.pipeline import write_kit
from accessible_kits.profile import load_profile
from accessible_kits.writers import WRITERS
from conftest import need


def test_the_writers_give_the_same_bytes_in_any_order():
    """The talking book plays the recordings and pages like the printed card: run before the
    spoken writer and the card's writer (reversed), or shuffled, it is the same book, and every
    other file is the same too. Each run makes its products afresh."""
    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    configure_fontconfig()
    game, profile = load_game("poison-corner"), load_profile("tactile")
    kit = compose(game, profile)
    options = BuildOptions(audio="on")
    shuffled = list(WRITERS)
    random.Random(25).shuffle(shuffled)
    runs = {
        name: write_kit(kit, profile, options, writers=order)
        for name, order in (("listed", WRITERS), ("reversed", WRITERS[::-1]), ("shuffled", shuffled))
    }
    listed, _ = runs["listed"]
    for name, (files, notes) in runs.items():
        assert list(files) == list(listed), name
        assert [n for n in files if files[n].data != listed[n].data] == [], name
        assert notes == [], name
    book = zipfile.ZipFile(io.BytesIO(runs["reversed"][0]["rules.epub"].data))
    nav = book.read("EPUB/nav.xhtml").decode()
    assert 'epub:type="page-list"' in nav, "the page list, with the card's writer after the book's"
    assert any(n.endswith(".smil") for n in book.namelist()), "the audio, with the spoken writer after the book's"
