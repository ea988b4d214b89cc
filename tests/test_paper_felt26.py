"""Round 26's braille reader (issue 24) on the transcriber's note that makes "Before you play" the
checklist in braille (READER26 #8), read in built-in games and in the readers' own games written
from docs/games.md: composing a braille kit runs liblouis, so the full tier holds it."""

from __future__ import annotations

import pytest

from accessible_kits.profile import load_profile
from accessible_kits.writers.braille_emboss import emboss_notes
from rule_texts import composed_texts, readers_games, section_texts

GAMES = readers_games()


@pytest.mark.parametrize("name", ["row-removal", "four-rows", "poison-corner", "garden"])
def test_the_braille_checklist_note_claims_only_what_it_holds(name):
    """READER26 #8: "use this section ... as the checklist: it holds all its items" while the putty,
    the pen and the scissors are in What you need only. The note says what the section is a checklist
    of, and names the section that lists the rest, which does list them."""
    kit, _, _ = composed_texts(GAMES[name](), load_profile("tactile"))
    counts = {e.file: 1 for e in kit.preparation.braille}
    notes = " ".join(emboss_notes(kit, counts))
    assert "it holds all its items" not in notes
    assert "as the checklist of what to print and make ready." in notes
    assert "The part called What you need lists what else the match needs." in notes
    need = " ".join(section_texts(kit, "need"))
    assert "putty" in need and "pen" in need
