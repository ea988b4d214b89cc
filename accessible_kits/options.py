"""What a build was asked for beyond its games and profiles: the CLI's flags, typed once."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields

AUDIO = ("auto", "on", "off")


@dataclass(frozen=True)
class BuildOptions:
    """What a build was asked for beyond its games and profiles (audio, cache, force, progress), so
    the CLI, the studio and the tests pass one typed value instead of loose flags."""

    audio: str = "auto"  # auto: speak when an engine is installed; on: fail without one; off: no audio
    cache: bool = True  # use the cache folder (--no-cache turns it off)
    force: bool = False  # rebuild kits that are up to date
    # Told (step, steps, what the writer makes) as each writer starts: the studio's progress. In-process
    # builds only (one job), since a function does not travel to a worker process.
    on_writer: Callable[[int, int, str], None] | None = field(default=None, compare=False)

    def __post_init__(self):
        if self.audio not in AUDIO:
            raise ValueError(f"audio: '{self.audio}' is not one of {', '.join(AUDIO)}")

    @classmethod
    def of(cls, value: BuildOptions | Mapping | None) -> BuildOptions:
        """Options from a mapping as callers write them ({"audio": "off"}); unknown keys are a mistake."""
        if isinstance(value, BuildOptions):
            return value
        value = dict(value or {})
        known = {f.name for f in fields(cls)}
        if set(value) - known:
            raise TypeError(f"unknown build options {sorted(set(value) - known)}; the options are {sorted(known)}")
        return cls(**value)
