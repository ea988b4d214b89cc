"""The voices espeak-ng has installed, asked for without loading the speech stack, so that
`accessible-kits check` and the studio's form can say at once whether a profile's voice exists."""

from __future__ import annotations


def voice_problem(voice: str) -> str | None:
    """The voice must be one espeak-ng has (matched as the speech child matches it: the voice file,
    its last part, or the language). Without espeak-ng there is nothing to check against."""
    import shutil
    import subprocess

    if not shutil.which("espeak-ng"):
        return None
    listing = subprocess.run(
        ["espeak-ng", "--voices"], capture_output=True, text=True, check=False
    ).stdout.splitlines()[1:]
    voices = [line.split() for line in listing if len(line.split()) >= 5]
    names = {v[4] for v in voices} | {v[4].split("/")[-1] for v in voices} | {v[1] for v in voices}
    if voices and voice not in names:
        some = ", ".join(sorted(n for n in names if n.startswith("en") and "/" not in n)[:6])
        return f"{voice!r} is not an installed espeak-ng voice; try one of {some}"
    return None
