"""The groups of letters that sound alike (compose/grid_words.py), checked against espeak-ng's
own phonemes: the voice the kits speak with (the fast tier starts no program, so they are here)."""

from __future__ import annotations

import re
import subprocess

import pytest

from accessible_kits.compose.grid_words import NUMBER_SOUNDS, SOUND_GROUPS, SOUND_WORDS


def _phonemes(word: str) -> str:
    """espeak-ng's phonemes for a word (`-x`), as the kits' voice says it."""
    out = subprocess.run(["espeak-ng", "-q", "-x", "-v", "en", word], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def _vowel(phonemes: str) -> str:
    """The stressed vowel of a one-syllable word's phonemes: what the ear mixes letters up by."""
    m = re.search(r"'([aeiouAEIOUV0-3@]+:?)", phonemes)
    assert m, phonemes
    return m.group(1)


@pytest.mark.parametrize("group", SOUND_GROUPS)
def test_each_group_of_letters_shares_its_vowel_in_espeak(group):
    vowels = {letter: _vowel(_phonemes(letter)) for letter in group}
    if group == "BCDEGPTVZ":  # espeak-ng says Z as "zed" (British); many people say "zee"
        vowels.pop("Z")
    if group == "QUW":  # W is "double-u": its last vowel is the u: of Q and U
        vowels["W"] = "u:" if _phonemes("W").endswith("u:") else vowels["W"]
    assert len(set(vowels.values())) == 1, vowels


def test_each_number_shares_the_vowel_of_its_letters():
    for n, letters in NUMBER_SOUNDS.items():
        said = _vowel(_phonemes(str(n)))
        assert said == _vowel(_phonemes(letters[0])), (n, said)


@pytest.mark.parametrize("group", SOUND_GROUPS)
def test_each_groups_word_has_the_vowel_its_letters_share(group):
    # the rules say why a group sounds alike by a word with its vowel (LISTEN21 #12 doubted A and H)
    assert _vowel(_phonemes(SOUND_WORDS[group])) == _vowel(_phonemes(group[0])), (group, SOUND_WORDS[group])
    assert len(SOUND_WORDS[group]) > 1  # a word, not a letter
