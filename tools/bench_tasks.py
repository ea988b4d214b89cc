"""The per-task breakdown of `make bench`: where one kit's CPU time goes, stage by stage.

One kit (poison corner at large-print, audio on, no cache, one process) is made in-process as
build.build_one makes it, with each stage timed on its own: the plan and the words, the
products (the drawn pages, the recordings, the rule card), then every writer, each after the
products it reads are made, so a writer's time is its own work. Inside the recordings, the
speech engine, the resampling, the mastering, the MP3 encoding and the captions are timed apart by wrapping
the functions that do them (in this process only; nothing in the package is changed).

CPU time is the process's (every thread) plus the children it waited for (the espeak-ng
process). The mastering and the encoding run on threads, so each call is timed by its own
thread's clock (time.thread_time). The heavy modules are imported first, as a build imports
them once before its workers fork (tasks.preload): their CPU is said apart, in no task's row.
Braille and PEF are timed at tactile, whose kits have them, and the 3D models at tactile-3d,
the profile that makes them.

Usage: python tools/bench_tasks.py [--game poison-corner]  (prints the table)
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (row, writer module or product) in the order of the table; a writer's row says what it makes
ROWS = [
    ("Plan and words (compose)", "compose"),
    ("Synthesis (espeak-ng)", "synthesis"),
    ("Resampling to 16 kHz", "resampling"),
    ("Mastering (loudness, limiter)", "mastering"),
    ("Joining sentences and pauses", "joining"),
    ("MP3 encoding (LAME)", "mp3"),
    ("Recordings, the rest (joining MP3s, tags, timing)", "recording-rest"),
    ("Spoken files (captions, SSML, script)", "spoken"),
    ("Pages drawn (SVG)", "pages"),
    ("Page files (SVG)", "svg-pages"),
    ("PDF (kit.pdf, swell.pdf)", "print-pdf"),
    ("Raised-only PDF", "raised-only"),
    ("Rules card drawn (WeasyPrint)", "card"),
    ("Rules card PDF", "rules-pdf"),
    ("Rules text", "rules-text"),
    ("Rules web page", "rules-html"),
    ("Record sheets", "records"),
    ("EPUB (talking book)", "epub"),
    ("Braille (BRF)", "braille-text"),
    ("PEF", "pef"),
    ("3D models", "models-3d"),
    ("PNG previews", "previews"),
    ("Kit page", "kit-page"),
]
AUDIO_PARTS = ("synthesis", "resampling", "mastering", "joining", "mp3")


def cpu_of(work) -> float:
    """CPU seconds work() took (this process, every thread, and its children)."""
    t = cpu()
    work()
    return cpu() - t


def cpu() -> float:
    """CPU seconds of this process (all threads) and of the children it has waited for."""
    c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + c.ru_utime + c.ru_stime


class Clock:
    """Sums of CPU seconds by task, from timed calls on any thread."""

    def __init__(self):
        self.spent: dict[str, float] = defaultdict(float)
        self.lock = threading.Lock()

    def add(self, task: str, seconds: float) -> None:
        """Add seconds to a task's sum (thread-safe)."""
        with self.lock:
            self.spent[task] += seconds

    def wrap(self, module, name: str, task: str, children: bool = False) -> None:
        """Replace module.name with a version that adds its calling thread's CPU time to `task`
        (and, with children, the CPU of the processes it waited for)."""
        inner = getattr(module, name)

        def timed(*args, **kwargs):
            t = time.thread_time()
            c = resource.getrusage(resource.RUSAGE_CHILDREN) if children else None
            try:
                return inner(*args, **kwargs)
            finally:
                spent = time.thread_time() - t
                if c is not None:
                    d = resource.getrusage(resource.RUSAGE_CHILDREN)
                    spent += d.ru_utime + d.ru_stime - c.ru_utime - c.ru_stime
                self.add(task, spent)

        setattr(module, name, timed)

    def stage(self, task: str, work):
        """Run work() and add its CPU time (every thread, and children) to `task`."""
        t = cpu()
        try:
            return work()
        finally:
            self.add(task, cpu() - t)


def audio_timers(clock: Clock) -> None:
    """Wrap the sound's stages where they are called, so their time is told apart."""
    from accessible_kits.audio import chapters, mp3, resample, synthesis

    clock.wrap(chapters, "speak", "synthesis", children=True)
    clock.wrap(resample, "resampled", "resampling")
    clock.wrap(chapters, "master", "mastering")
    clock.wrap(chapters, "_piece", "chapter")  # resampling, mastering and joining a piece; joining is the rest
    clock.wrap(mp3, "encode", "mp3")
    speak, run_child, encode = chapters.speak, synthesis._run_child, mp3.encode

    def counted_speak(texts, *args, **kwargs):  # what the scripts say
        clock.add("count:sentences asked", len(texts))
        clock.add("count:sentences distinct", len(set(texts)))
        return speak(texts, *args, **kwargs)

    def counted_child(voice, rate, texts):  # what the engine was given to speak
        clock.add("count:sentences spoken", len(texts))
        return run_child(voice, rate, texts)

    def counted_encode(pcm, sample_rate):  # how much sound LAME was given
        clock.add("count:seconds encoded", len(pcm) / 2 / sample_rate)
        clock.add("count:streams encoded", 1)
        return encode(pcm, sample_rate)

    chapters.speak, synthesis._run_child, mp3.encode = counted_speak, counted_child, counted_encode


def one_kit(game_ref: str, profile_ref: str, only: set[str] | None = None, counts=None) -> dict[str, float]:
    """CPU seconds by task of one kit, made as build_one makes it (files not written to disk);
    `counts` (a dict), when given, is told how much sound was asked for, spoken and encoded."""
    from accessible_kits.build import plan_of
    from accessible_kits.compose import compose
    from accessible_kits.fonts import configure_fontconfig, font_files
    from accessible_kits.games import load_game
    from accessible_kits.options import BuildOptions
    from accessible_kits.pipeline import Products, View
    from accessible_kits.profile import load_profile
    from accessible_kits.tasks import preload
    from accessible_kits.writers import WRITERS, writer
    from accessible_kits.writers.kit_page import kit_page_file

    counts = {} if counts is None else counts
    clock = Clock()
    audio_timers(clock)
    if only is not None and "models-3d" in only:
        from accessible_kits import solids

        clock.wrap(solids, "model", "solids")  # called by compose: the models' part of it
    configure_fontconfig()
    # the heavy modules, imported as a build imports them: once, before the workers fork, so a
    # task's row is its own work (the rule card's row held WeasyPrint's and pikepdf's import)
    counts["preload"] = cpu_of(preload)
    spoken = only is None or bool(only & {"spoken", "epub"})
    options = BuildOptions(audio="on" if spoken else "off", cache=False)
    game, profile = load_game(game_ref), load_profile(profile_ref)
    font_files(profile.font)
    kit = clock.stage("compose", lambda: compose(game, profile, plan_of(game, profile)))
    products = Products(kit, profile, options)
    clock.stage("pages", products.pages)
    if spoken:
        clock.stage("recording", lambda: products.recording("rules"))
        for stem in ("rules", "summary"):
            made = products.recording(stem)
            clock.add("count:seconds heard", made.chapters[-1].end if made and made.chapters else 0.0)
    clock.stage("card", products.rules_card)
    files: dict = {}
    view = View(products)
    for name, module, _ in WRITERS:
        if only is None or name in only:
            made = clock.stage(name, lambda module=module: writer(module)(kit, profile, view))
            files.update((f.name, f) for f in made)
    clock.stage("kit-page", lambda: kit_page_file(kit, profile, dict(sorted(files.items())), products.pages()))
    spent = dict(clock.spent)
    for key in [k for k in spent if k.startswith("count:")]:  # the counts are not times
        counts[key[6:]] = spent.pop(key)
    if "solids" in spent:
        spent["compose"] -= spent["solids"]
        spent["models-3d"] = spent.get("models-3d", 0.0) + spent.pop("solids")
    spent["joining"] = spent.pop("chapter", 0.0) - spent.get("mastering", 0.0) - spent.get("resampling", 0.0)
    spent["recording-rest"] = spent.pop("recording", 0.0) - sum(spent.get(k, 0.0) for k in AUDIO_PARTS)
    return spent


def in_fresh_process(game: str, profile: str, only: list[str] | None = None) -> tuple[dict, dict]:
    """one_kit in a process of its own, so no import or cache of another kit is shared."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("ACCESSIBLE_KITS_CACHE", None)
    args = [sys.executable, __file__, "--json", "--game", game, "--profile", profile]
    if only:
        args += ["--writers", ",".join(only)]
    run = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    if run.returncode:
        sys.exit(f"bench_tasks: {game} at {profile} failed:\n{run.stderr}")
    result = json.loads(run.stdout.splitlines()[-1])
    return result["seconds"], result["counts"]


def table(game: str = "poison-corner") -> tuple[list[str], dict[str, float]]:
    """The markdown table of one kit's tasks (large-print; braille and PEF at tactile, 3D at
    tactile-3d) and what its sound took, and the large-print kit's seconds by task."""
    main, counts = in_fresh_process(game, "large-print")
    extra = in_fresh_process(game, "tactile", ["braille-text", "pef"])[0]
    extra.update(in_fresh_process(game, "tactile-3d", ["models-3d"])[0])
    return [*format_table(game, main, extra), "", made_once(counts)], main


def made_once(counts: dict) -> str:
    """What the kit's sound took, in words: each sentence spoken once, each second encoded once."""
    c = {key: counts.get(key, 0.0) for key in ("sentences asked", "sentences distinct", "sentences spoken")}
    c.update({key: counts.get(key, 0.0) for key in ("streams encoded", "seconds encoded", "seconds heard")})
    return (
        f"Sound made once: the two scripts say {c['sentences asked']:.0f} sentences, "
        f"{c['sentences distinct']:.0f} of them different, and espeak-ng was given {c['sentences spoken']:.0f} "
        f"to speak; LAME encoded {c['streams encoded']:.0f} chapters, {c['seconds encoded']:.1f} s of sound, "
        f"for the {c['seconds heard']:.1f} s of the two scripts' MP3s (each whole MP3 is its chapters joined, "
        "and the talking book plays the same chapter files). "
        f"The modules a build imports once, before its workers fork, took {counts.get('preload', 0.0):.2f} s "
        "of CPU more, not counted above."
    )


def format_table(game: str, main: dict[str, float], extra: dict[str, float]) -> list[str]:
    """Rows of (task, CPU s, share of the large-print kit's CPU) from the seconds by task."""
    total = sum(main.values())
    lines = [
        f"| Task ({game}, large-print, audio on, no cache, one process) | CPU s | Share |",
        "|---|---:|---:|",
    ]
    for label, key in ROWS:
        if key in ("braille-text", "pef"):
            lines.append(f"| {label}, at tactile | {extra.get(key, 0.0):.2f} | |")
        elif key == "models-3d":
            lines.append(f"| {label}, at tactile-3d | {extra.get(key, 0.0):.2f} | |")
        else:
            s = main.get(key, 0.0)
            lines.append(f"| {label} | {s:.2f} | {s / total:.0%} |")
    lines.append(f"| **The large-print kit in all** | **{total:.2f}** | 100% |")
    return lines


def main() -> None:
    """Print the table, or (--json) one kit's seconds by task."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="poison-corner")
    ap.add_argument("--profile", default="large-print")
    ap.add_argument("--writers", help="comma-separated writer names to time (default: all)")
    ap.add_argument("--json", action="store_true", help="one kit's seconds by task, as JSON")
    args = ap.parse_args()
    if args.json:
        only = set(args.writers.split(",")) if args.writers else None
        counts: dict = {}
        seconds = one_kit(args.game, args.profile, only, counts)
        print(json.dumps({"seconds": seconds, "counts": counts}))
    else:
        print("\n".join(table(args.game)[0]))


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
