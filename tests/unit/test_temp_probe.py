"""A build's start writes nothing into TMPDIR that a SIGKILL could leave behind."""

import tempfile
from pathlib import Path

from accessible_kits import fonts


def test_fontconfig_setup_does_not_probe_tmpdir(tmp_path: Path, monkeypatch):
    """The first tempfile.gettempdir() of a process writes and removes a probe file in TMPDIR; the
    kill test once found one left by a SIGKILL at that moment. configure_fontconfig reads TMPDIR."""

    def probe():
        raise AssertionError("tempfile probed TMPDIR with a file of its own")

    monkeypatch.setattr(tempfile, "tempdir", None)
    monkeypatch.setattr(tempfile, "_get_default_tempdir", probe)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.delenv("ACCESSIBLE_KITS_FONTCONFIG", raising=False)
    monkeypatch.setenv("FONTCONFIG_FILE", "")
    fonts.configure_fontconfig()
    made = [p.name for p in tmp_path.iterdir()]
    assert len(made) == 1 and made[0].startswith("accessible-kits-fontconfig-"), made
    assert (tmp_path / made[0] / "fonts.conf").is_file()
