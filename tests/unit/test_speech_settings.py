"""The [speech] table of a profile is checked like every other key (moved from tests/test_speech.py,
which keeps the tests that synthesize speech)."""

from __future__ import annotations

import pytest

from accessible_kits.profile import load_profile


def test_formats_key_is_checked(tmp_path):
    from accessible_kits.errors import KitError

    prof = tmp_path / "bad.toml"
    prof.write_text('extends = "standard"\n[speech]\nformats = ["ogg"]\n')
    with pytest.raises(
        KitError, match=r'speech\.formats: \[\'ogg\'\] is not allowed; use a list of one or more of "mp3", "wav"'
    ):
        load_profile(str(prof))
