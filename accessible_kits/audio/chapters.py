"""Chapters: a script's sentences and pauses joined into chapters, mastered a piece at a time, through the cache.

A script is cut into chapters at its splits, and each chapter into pieces of a few sentences
at its pauses (_pieces: where a piece ends is chosen by the sentences' own words, so an edited
sentence changes its own piece, not the ones after it). Each piece's sentences
(audio.synthesis) are joined with its pauses and mastered on its own (audio.loudness), so a
piece, a chapter and the whole are each at the target loudness; a chapter is its pieces in
turn. A mastered piece is one cache entry: a profile whose script differs in one sentence
masters (and audio.mp3 encodes) that sentence's piece alone.
"""

from __future__ import annotations

import functools
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from accessible_kits.audio import resample
from accessible_kits.audio.loudness import master
from accessible_kits.audio.synthesis import FORMAT, engine_rate, engine_version, speak
from accessible_kits.audio.wav import pcm16
from accessible_kits.process import return_freed_memory, threads


def _chapters(items) -> list[list]:
    """A script's items cut at each ("split", 0): its chapters, none empty."""
    chapters: list[list] = [[]]
    for item in items:
        if item[0] == "split":
            if chapters[-1]:
                chapters.append([])
        else:
            chapters[-1].append(item)
    return chapters


# A piece ends after a sentence of at least MIN_WORDS words in all whose text's hash is even
# (_ends_piece), or at MAX_WORDS: where it ends depends on its own sentences, so a changed sentence
# moves at most its own piece's end and the next's, and every piece after that is the same. Pieces
# of about three sentences (about 8 s): a profile that changes the paper changes a sentence here
# and there, and the pieces around them are all that is mastered and encoded again.
MIN_WORDS = 12
MAX_WORDS = 60


def _ends_piece(text: str) -> bool:
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).digest()[0] % 2 == 0


def _pieces(items) -> list[list]:
    """A chapter's items cut into pieces, each ending with the pause after its last sentence (so the
    seam is in silence); a last piece of fewer than MIN_WORDS words goes with the one before."""
    pieces: list[list] = [[]]
    words, ended = 0, False
    for kind, value in items:
        if kind == "say" and ended:
            pieces.append([])
            words = 0
        pieces[-1].append((kind, value))
        if kind == "say":
            words += len(value.split())
            ended = words >= MIN_WORDS and (words >= MAX_WORDS or _ends_piece(value))
    if len(pieces) > 1 and words < MIN_WORDS:
        tail = pieces.pop()
        pieces[-1] += tail
    return pieces


@dataclass(frozen=True)
class Spoken:
    """A script's finished audio: each chapter's pieces in turn (each a piece's mastered 16-bit
    samples, little-endian mono, or what spoken_audio's `finish` made of them), how many sentences
    each piece says, the samples of each sentence as said, and the sample rate (audio.resample's
    delivery rate)."""

    chapters: tuple[tuple[Any, ...], ...]
    said: tuple[tuple[int, ...], ...]
    sentences: tuple[int, ...]
    sample_rate: int


def piece_words(scripts, voice: str, rate_wpm: int, lead_ms: int, cache=None) -> list[int]:
    """The words each piece of the scripts says, in the order made_pieces makes them (the pieces
    `part` counts), 0 for a piece `cache` holds: the work a build splits a kit's sound by."""
    flat = [p for script in scripts for chapter in _laid_out(script) for p in chapter]
    words = [sum(len(v.split()) for k, v in items if k == "say") for items, _, _ in flat]
    if cache is None:
        return words
    keys = _keys(flat, voice, rate_wpm, lead_ms, cache, part=range(len(flat)))
    return [0 if cache.path(keys[n]).exists() else w for n, w in enumerate(words)]


def _keys(flat: list, voice: str, rate_wpm: int, lead_ms: int, cache, *, part: range) -> dict[int, str]:
    """The cache's entry of each piece of `part`: its items and every setting and version that makes its bytes."""
    from accessible_kits import __version__
    from accessible_kits.versions import library_versions  # numpy's version, without importing numpy on a hit

    rate = engine_rate(rate_wpm)
    base = (FORMAT, __version__, _code(), engine_version(), library_versions()["numpy"], voice, rate, lead_ms)
    return {n: cache.key("piece", *base, flat[n][1], flat[n][2], [list(i) for i in flat[n][0]]) for n in part}


def spoken_audio(scripts, voice: str, rate_wpm: int, lead_ms: int, cache=None, *, finish=None) -> list[Spoken]:
    """Finished audio for scripts, one Spoken each (spoken_of the pieces made_pieces makes)."""
    return spoken_of(scripts, made_pieces(scripts, voice, rate_wpm, lead_ms, cache, finish=finish))


def spoken_of(scripts, made: list) -> list[Spoken]:
    """One Spoken a script, from every piece of the scripts as made_pieces gave it (in order:
    the pieces of several parts put together)."""
    parts = [_laid_out(script) for script in scripts]
    results, k = [], 0
    for script in parts:
        results.append(_spoken(script, made[k : k + sum(map(len, script))]))
        k += sum(map(len, script))
    return results


def made_pieces(
    scripts, voice: str, rate_wpm: int, lead_ms: int, cache=None, *, finish=None, part: range | None = None
) -> list:
    """Each piece of the scripts, or of `part` (a range of them, counted as piece_words counts), finished:
    (finish's result or the samples, sentence lengths, rate).

    `scripts`: per script, a list of ("say", text), ("pause", ms) and ("split", 0) in order.
    Each piece is mastered on its own, so a piece, a chapter played alone and the whole are at
    the target loudness. Mastered pieces are stored in `cache`, so a profile whose script
    differs in one sentence makes that sentence's piece alone; a piece or a sentence that
    another build or worker is making is waited for, so each is made once.

    `finish(samples, sample_rate, last, key)`, when given, is called on each piece as soon as
    it is made (on the thread that mastered it) or read from the cache, `last` when it ends its
    script, `key` its entry in `cache` (None without one); what it returns stands in the piece's
    place. A caller that encodes each piece there holds a batch's samples at a time, never a
    whole kit's.
    """
    flat = [p for script in scripts for chapter in _laid_out(script) for p in chapter]

    def finished(n: int, piece, key: str | None = None):
        """A piece as kept: (finish's result, or the samples; sentence lengths; rate)."""
        samples, lengths, sr = piece
        return (finish(samples, sr, flat[n][2], key) if finish else samples), lengths, sr

    part = range(len(flat)) if part is None else part
    make_pieces = functools.partial(_made, flat, voice=voice, rate_wpm=rate_wpm, lead_ms=lead_ms, cache=cache)
    if cache is None:
        return list(make_pieces(list(part), finished))
    keys = _keys(flat, voice, rate_wpm, lead_ms, cache, part=part)
    runs = [[keys[n] for n in batch] for batch in _batches(flat, list(part))]
    return _through_cache(keys, cache, make_pieces, finished, runs)


def _through_cache(keys: dict[int, str], cache, make_pieces, finished, runs: list[list[str]]) -> list:
    """Each piece of `keys` finished, in order, from the cache or made (make_pieces) and stored:
    keys[n] is piece n's entry. Each is made once, by whichever build or worker claims it first
    (Cache.each_made_once), a run of them (a batch of speech) claimed at a time, and let go once
    finished: what the caller's `finish` keeps is all that stays."""
    made: dict[int, Any] = dict.fromkeys(keys)
    where: dict[str, list[int]] = {}
    for n, key in keys.items():
        where.setdefault(key, []).append(n)
    ready: dict[str, tuple] = {}  # pieces made here, finished on their threads

    def packed(n: int, piece) -> bytes:
        """A piece made: packed for the cache, and finished from the packed bytes (a view)."""
        blob = _pack_piece(*piece)
        ready[keys[n]] = finished(n, _unpack_piece(blob), keys[n])
        return blob

    def make(todo: list[str]):
        yield from make_pieces([where[key][0] for key in todo], packed)

    def use(key: str, blob: bytes) -> None:
        """A piece stored (made here, or read): finished once, kept for every place it is said."""
        piece = ready.pop(key, None)
        if piece is None:
            unpacked = _unpack_piece(blob)
            piece = finished(where[key][0], unpacked, key) if unpacked is not None else None
        for n in where[key]:
            made[n] = piece

    cache.each_made_once(list(keys.values()), make, use, runs=runs)
    bad = [n for n, m in made.items() if m is None]  # passed its hash check but does not parse
    for n, blob in zip(bad, make_pieces(bad, lambda n, piece: _pack_piece(*piece)), strict=True):
        made[n] = finished(n, _unpack_piece(blob), keys[n])
        cache.put(keys[n], blob)
    return list(made.values())


def _laid_out(script) -> list[list]:
    """A script's chapters, each a list of its pieces' (items, silence before, silence after):
    the lead's silence before the script's first piece and after its last."""
    chapters = _chapters(script)
    out = []
    for i, chapter in enumerate(chapters):
        pieces = _pieces(chapter)
        first, last = i == 0, i == len(chapters) - 1
        out.append([(p, first and j == 0, last and j == len(pieces) - 1) for j, p in enumerate(pieces)])
    return out


def _spoken(script: list[list], made: list) -> Spoken:
    """A script's Spoken from its pieces as made (samples, sentence lengths, rate), in order."""
    chapters, said, lengths, k = [], [], [], 0
    for chapter in script:
        mine = made[k : k + len(chapter)]
        k += len(chapter)
        chapters.append(tuple(m[0] for m in mine))
        said.append(tuple(len(m[1]) for m in mine))
        lengths += [n for m in mine for n in m[1]]
    return Spoken(tuple(chapters), tuple(said), tuple(lengths), made[-1][2])


# The pieces made at once: their sentences are what a sound task holds at its peak (all of
# corner polyominoes' at 130 words a minute, 22 kHz before resampling, were 78 MB), so they are
# spoken and mastered a few minutes of speech at a time. Each batch starts a speech process
# (0.07 CPU s), and its pieces are mastered on the threads together.
BATCH_WORDS = 1000


def _made(flat: list, todo: list[int], done, *, voice: str, rate_wpm: int, lead_ms: int, cache) -> Iterator:
    """done(n, piece) for each n in todo, in order, where piece is flat[n] spoken (its sentences
    through `cache`) and mastered: (16-bit samples, sentence lengths, rate). Made a batch of
    pieces at a time, each batch's given out before the next is spoken, so what `done` lets go
    is gone; a sentence said in two batches is spoken once."""
    batches = _batches(flat, todo)
    texts = [{v for n in batch for k, v in flat[n][0] if k == "say"} for batch in batches]
    kept: dict[str, object] = {}  # sentences a later batch says too
    sr = 0
    for b, batch in enumerate(batches):
        new = [t for t in dict.fromkeys(v for n in batch for k, v in flat[n][0] if k == "say") if t not in kept]
        said, rate = speak(new, voice, rate_wpm, cache) if new else ([], 0)
        sr = rate or sr
        ours = {**kept, **dict(zip(new, said, strict=True))}
        del said
        later = set().union(*texts[b + 1 :])
        kept = {t: v for t, v in ours.items() if t in later}
        jobs = [
            {
                "n": n,
                "items": flat[n][0],
                "said": [ours[v] for k, v in flat[n][0] if k == "say"],
                "sr": sr,
                "lead_ms": lead_ms,
                "before": flat[n][1],
                "after": flat[n][2],
            }
            for n in batch
        ]
        del ours  # each job holds its piece's sentences, let go as it is mastered
        yield from _master_all(jobs, done)


def _batches(flat: list, todo: list[int]) -> list[list[int]]:
    """todo cut into runs of pieces of about BATCH_WORDS words said; pieces that say nothing
    go with the batch before them (or after, at the start), so each batch knows its sample rate."""
    batches: list[list[int]] = [[]]
    words = 0
    for n in todo:
        if words >= BATCH_WORDS:
            batches.append([])
            words = 0
        batches[-1].append(n)
        words += sum(len(v.split()) for k, v in flat[n][0] if k == "say")
    if len(batches) > 1 and words == 0:  # the last says nothing: it joins the one before
        last = batches.pop()  # popped first: `batches[-2] += batches.pop()` would store into the one before that
        batches[-1] += last
    return batches if batches[0] else []


def _master_all(jobs: list[dict], done) -> list:
    """done(n, _piece(...)) for each job (n and _piece's keyword arguments), the pieces on as many
    threads as this process's share of the cores (process.threads): numpy's work on long arrays
    (and LAME, when `done` encodes) runs outside the GIL. The first runs here, so every module
    the others use is imported by this thread before they start (an import shared by threads is
    what Ctrl-C can leave locked); this thread then only waits for them."""
    from concurrent.futures import ThreadPoolExecutor

    if not jobs:
        return []

    def run(job: dict):
        # the job lets go of its sentences' samples as it is mastered, so a kit's sound is not
        # held twice (said and mastered) until the last piece is done
        n = job.pop("n")
        return done(n, _piece(said=job.pop("said"), **job))

    first = run(jobs[0])
    if len(jobs) == 1:
        made = [first]
    else:
        with ThreadPoolExecutor(max_workers=min(len(jobs) - 1, threads())) as pool:
            made = [first, *pool.map(run, jobs[1:])]
    # the heap the batch's sentences lay in is given back now, not at the task's end (glibc keeps
    # freed blocks under 1 MB for reuse): once a batch, since a piece is a few seconds of speech
    return_freed_memory()
    return made


def _piece(items, said, sr: int, lead_ms: int, *, before: bool, after: bool):
    """One piece's sentences, resampled to the delivery rate, joined with its pauses and
    mastered: (16-bit samples, sentence lengths, rate)."""
    import numpy as np

    said = list(said)
    rate = resample.delivered_rate(sr)  # resampled before mastering, so mastering reads fewer samples
    lengths = [resample.length(len(x), sr) for x in said]
    spoken = iter(lengths)
    sizes = [round(rate * value / 1000) if kind == "pause" else next(spoken) for kind, value in items]
    lead = round(rate * lead_ms / 1000)
    # one buffer, silent where nothing is said; each sentence written into it as floats (it is
    # int16 until here: half the memory), a sentence's worth at a time
    samples = np.zeros((lead if before else 0) + sum(sizes) + (lead if after else 0), dtype=np.float32)
    pos, sentence = (lead if before else 0), iter(said)
    for (kind, _), size in zip(items, sizes, strict=True):
        if kind != "pause":
            samples[pos : pos + size] = resample.resampled(next(sentence), sr, 1 / 32768)
        pos += size
    del said, sentence  # the sentences are in `samples` now
    mastered = master(samples, rate)  # a piece's floats beside `samples`, let go of next
    del samples
    return pcm16(mastered, scratch=True), lengths, rate


def _pack_piece(pcm: bytes, lengths: list[int], sr: int) -> bytes:
    return struct.pack(f"<II{len(lengths)}I", sr, len(lengths), *lengths) + pcm


def _unpack_piece(blob: bytes):
    try:
        sr, n = struct.unpack_from("<II", blob)
        lengths = list(struct.unpack_from(f"<{n}I", blob, 8))
    except struct.error:
        return None  # passed its hash check but does not parse: made again
    return memoryview(blob)[8 + 4 * n :], lengths, sr  # a view: the cached bytes are not copied


def _code() -> str:
    """SHA-256 of the modules that make a piece's bytes (its sentences, their joining, the
    mastering, the sample format): a change to any of them misses the cache."""
    from accessible_kits.versions import module_sha256

    here = Path(__file__).resolve().parent
    return " ".join(
        module_sha256(str(here / f"{name}.py"))
        for name in ("synthesis", "resample", "chapters", "loudness", "limiter", "wav")
    )
