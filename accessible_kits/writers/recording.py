"""The kit's recordings: each spoken script said, timed sentence by sentence, and encoded by chapter.

A shared product of the kit (pipeline.Products makes it once, when a writer first asks): the
spoken writer gives its audio files and captions, the talking rule book plays its chapters and
finds each sentence's clip by the sentence's id. Neither writer reads the other's files.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from accessible_kits.errors import KitError
from accessible_kits.model import Segment
from accessible_kits.writers import ChapterFile, Cue, Recording

LEAD_MS = 300


def scripts(kit) -> tuple[tuple[str, str, tuple[Segment, ...]], ...]:
    """(stem, title, segments) of each spoken script of a kit, titled as the title is said
    ("Four rows one, three, five, seven", never "1-3-5-7" in a script read aloud)."""
    title = kit.said_title or kit.title
    return (
        ("rules", f"{title}: spoken rules", kit.script),
        ("summary", f"{title}: spoken reminder", kit.summary_script),
    )


def heading_said(heading: str, first: str | None) -> str | None:
    """The sentence that says a chapter's heading, or None when its first sentence already starts with it."""
    if first is not None and first.lower().startswith(heading.lower()):
        return None
    return f"{heading}."


def heading_id(chapter_id: str) -> str:
    """The id by which a chapter's heading, said at its start, is timed (not a Sentence of the kit)."""
    return f"{chapter_id}:heading"


def headed(segments):
    """The segments with each chapter's heading said at its start (so a chapter played alone says what it is)."""
    out = []
    for i, seg in enumerate(segments):
        out.append(seg)
        if seg.kind == "chapter":
            first = next((s.text for s in segments[i + 1 :] if s.kind == "say"), None)
            said = heading_said(seg.text, first)
            if said:
                out.append(Segment("say", said, id=heading_id(seg.id)))
                out.append(Segment("pause", pause="heading"))
    return out


def plan(segments, profile):
    """[(kind, text_or_pause_ms, chapter)] in order: what to say and the exact silence between.

    A chapter after the first starts in the middle of the pause before it, with ("split", 0):
    that is where its audio file begins.
    """
    s = profile.speech
    pause_ms = {"step": s.step_pause, "act": 2 * s.step_pause, "heading": s.sentence_pause}
    items: list[tuple[str, Any, str | None]] = []  # (kind, the text to say or the ms of silence, chapter)
    pending, chapter, split = None, None, False
    for seg in headed(segments):
        if seg.kind == "chapter":
            chapter = seg.text
            pending = max(pending or 0, s.step_pause) if items else None
            split = bool(items)
        elif seg.kind == "pause":
            pending = max(pending or 0, pause_ms[seg.pause])
        else:
            if items:
                gap = pending if pending is not None else s.sentence_pause
                if split:
                    items += [("pause", gap // 2, None), ("split", 0, None), ("pause", gap - gap // 2, None)]
                else:
                    items.append(("pause", gap, None))
            items.append(("say", seg.text, chapter))
            chapter, pending, split = None, None, False
    return items


def said_ids(segments) -> list[str]:
    """The id of each sentence plan() says, in its order."""
    return [seg.id for seg in headed(segments) if seg.kind == "say"]


def chapter_ids(segments) -> list[str]:
    """The id of each chapter's section, in order (a chapter cue carries it)."""
    return [seg.id for seg in segments if seg.kind == "chapter"]


def timeline(segments, profile, lengths: list[int], sr: int, *, gaps=(), seams=None):
    """Captions and chapters from the samples of each sentence and the profile's pauses.

    Counts samples exactly as audio.chapters.spoken_audio joins them, with `gaps` samples of
    silence after each chapter but the last (where the whole MP3 joins two chapters) and
    `seams[k]` samples before sentence k (where a chapter's MP3 joins two of its pieces),
    so every cue starts on the sample where its sentence starts. Each cue carries the id
    of the sentence it times.
    """
    lead = round(sr * LEAD_MS / 1000)
    n, k = lead, 0
    cues, chapters = [], []
    ids, chapter_id = said_ids(segments), iter(chapter_ids(segments))
    gaps, begun = iter(gaps), False  # a split ends a chapter only once something was said or paused
    for kind, value, chapter in plan(segments, profile):
        if kind == "split":
            if begun:
                n += next(gaps, 0)
            begun = False
            continue
        begun = True
        if kind == "pause":
            n += round(sr * value / 1000)
            continue
        n += (seams or {}).get(k, 0)
        if chapter is not None:
            chapters.append(Cue(n / sr, n / sr, chapter, next(chapter_id, "")))
        cues.append(Cue(n / sr, (n + lengths[k]) / sr, value, ids[k]))
        n += lengths[k]
        k += 1
    for a, b in zip(chapters, chapters[1:] + [Cue(n / sr, n / sr, "")], strict=True):
        a.end = b.start
    return cues, chapters


def slug(text: str) -> str:
    """A heading as part of a file name: 'Your turn' -> 'your-turn'."""
    import re

    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "part"


def chapter_files(stem: str, chapters) -> list[str]:
    """The names of a script's chapter files: numbered, so they sort in the order they are heard."""
    return [f"chapters/{stem}-{i:02d}-{slug(c.text)}.mp3" for i, c in enumerate(chapters, 1)]


def record(kit, profile, options) -> tuple[dict[str, Recording], list[str]]:
    """Every script of the kit said and encoded, by stem ("rules", "summary"), and notes for the
    user: empty with --audio off, or with auto when no speech engine or encoder is installed."""
    pieces, notes = record_pieces(kit, profile, options)
    return ({} if pieces is None else recorded(kit, profile, pieces)), notes


def _items(kit, profile) -> list[list]:
    """What each script says and the pauses between, as audio.chapters takes them. Both scripts
    go in one batch: one process, and the same entries in the cache for every profile with the
    same speech settings."""
    return [[(kind, value) for kind, value, _ in plan(segments, profile)] for _, _, segments in scripts(kit)]


def piece_words(kit, profile, cache=None) -> list[int]:
    """The words each piece of the kit's scripts says, in order (the pieces record_pieces' `part`
    counts), 0 for a piece `cache` holds; without a speech engine, as if none were held."""
    from accessible_kits.audio.chapters import piece_words as words

    s, items = profile.speech, _items(kit, profile)
    try:
        return words(items, s.voice, s.rate_wpm, LEAD_MS, cache)
    except KitError:  # no engine (its version is in the keys): record_pieces says so
        return words(items, s.voice, s.rate_wpm, LEAD_MS)


def record_pieces(kit, profile, options, part: range | None = None) -> tuple[list | None, list[str]]:
    """The pieces of the kit's scripts (or `part` of them: a build's sound tasks each make one part)
    said and encoded, in order, and notes for the user; None with --audio off, or with auto
    when no speech engine or encoder is installed (the note says so)."""
    from accessible_kits.audio import mp3
    from accessible_kits.audio.chapters import made_pieces
    from accessible_kits.audio.synthesis import NoSpeechEngine, NoVoice
    from accessible_kits.cache import open_cache

    if options.audio == "off":
        return None, []
    cache = open_cache(options)
    s = profile.speech
    want_wav = "wav" in s.formats  # MP3s even for a WAV-only profile: the talking rule book plays them
    try:
        mp3.version()  # the encoder is there before anything is spoken
        # each piece encoded as soon as it is mastered or read, its samples let go then (kept for a WAV
        # alone): a kit's sound is never held whole
        finish = functools.partial(_encoded, cache=cache, keep=want_wav)
        return made_pieces(_items(kit, profile), s.voice, s.rate_wpm, LEAD_MS, cache, finish=finish, part=part), []
    except NoVoice as exc:
        raise KitError(f"{profile.source}: {exc}") from None
    except (NoSpeechEngine, mp3.NoEncoder) as exc:
        if options.audio == "on":
            raise
        return None, [f"audio skipped: {exc}"]


def recorded(kit, profile, pieces: list) -> dict[str, Recording]:
    """Each script's recording, by stem, from all the kit's pieces as record_pieces made them
    (its parts' put together, in order). The list is emptied: each script's pieces are then
    held by its audio alone, and let go once joined."""
    from accessible_kits.audio.chapters import spoken_of

    audio = spoken_of(_items(kit, profile), pieces)
    pieces.clear()
    want_wav = "wav" in profile.speech.formats
    # each script's audio handed over, not kept here: _recorded lets its pieces' MP3s go once joined
    audio.reverse()
    return {
        stem: _recorded(kit, stem, title, segments, profile, audio=audio.pop(), want_wav=want_wav)
        for stem, title, segments in scripts(kit)
    }


def sound_parts(words: tuple[int, ...], count: int) -> list[range]:
    """The sound's pieces (each's words) cut into at most `count` runs of about equal words, in
    order, each saying something: what the sound tasks of a kit make."""
    total = sum(words)
    parts: list[range] = []
    start, said = 0, 0
    for n, w in enumerate(words):
        said += w
        if len(parts) < count - 1 and said >= total * (len(parts) + 1) / count and any(words[n + 1 :]):
            parts.append(range(start, n + 1))
            start = n + 1
    return [*parts, range(start, len(words))]


def joined_parts(kit, profile, parts: list) -> tuple[dict, list[str]]:
    """The kit's recordings by stem and the notes, from its sound's parts (in any order), each
    with its `part` (a range of pieces), `pieces` (record_pieces' list, or None) and `notes`."""
    parts = sorted(parts, key=lambda p: p.part.start)
    notes = list(dict.fromkeys(note for p in parts for note in p.notes))  # each part says a skip alike
    if not parts or any(p.pieces is None for p in parts):
        return {}, notes
    return recorded(kit, profile, [piece for p in parts for piece in p.pieces or ()]), notes


@dataclass(frozen=True)
class _Encoded:
    """A piece as a recording keeps it: its MP3, how many samples it encodes, the samples cut
    from its closing silence for the join, and the samples themselves for a WAV (else empty)."""

    mp3: bytes
    samples: int
    cut: int
    pcm: bytes | memoryview

    def __reduce__(self):
        # a part of a kit's sound comes back from its worker pickled (tasks.py), and a view cannot be:
        # its bytes go (a WAV profile's samples; else empty), copied only then
        return (_Encoded, (bytes(self.mp3), self.samples, self.cut, bytes(self.pcm)))


def _encoded(pcm: bytes | memoryview, sr: int, last: bool, key: str | None = None, *, cache, keep: bool) -> _Encoded:
    """A piece encoded once as an MP3 of its own, cached by the piece's entry `key` (its samples'
    hash without one). The pause that ends a
    piece, but the last of its script, is shortened by the silence the join will add, so a
    listener hears the profile's pause there too (to within one MP3 frame, 26 ms). Views, not
    copies: a piece's samples are held once."""
    from accessible_kits.audio import mp3

    cut = 0 if last else mp3.cut_for_join(len(pcm) // 2)
    if cut and pcm[len(pcm) - 2 * cut :] == bytes(2 * cut):  # bytes made, or a view of the cached ones
        pcm = memoryview(pcm)[: len(pcm) - 2 * cut]
    else:
        cut = 0
    return _Encoded(mp3.encoded(pcm, sr, cache, source=key), len(pcm) // 2, cut, pcm if keep else b"")


def _recorded(kit, stem: str, title: str, segments, profile, *, audio, want_wav: bool) -> Recording:
    """A script's recording from its pieces as encoded (_encoded): a chapter's MP3 is its pieces'
    joined, and the whole MP3 the chapters', never encoded again (mp3.join). Joined, two pieces
    have a short silence between them (LAME's padding and delay), taken out of the pause that
    ends the first; the WAV, the captions and the chapter marks hold the same samples, so all of
    them keep time with the MP3."""
    from accessible_kits.audio import mp3

    sr, said, sentences = audio.sample_rate, audio.said, list(audio.sentences)
    pieces: list[list[_Encoded]] = [list(chapter) for chapter in audio.chapters]
    del audio  # the pieces are held by `pieces` alone
    cuts = [[p.cut for p in chapter] for chapter in pieces]
    said_samples = [sum(p.samples for p in chapter) for chapter in pieces]
    # each chapter's pieces joined, then the chapters: the silences inside each and between them
    streams, inner = [], []
    for chapter in pieces:
        stream, gaps = mp3.join([p.mp3 for p in chapter])
        streams.append(stream)
        inner.append(gaps)
    whole, gaps = mp3.join(streams)
    lengths = [n + sum(g) for n, g in zip(said_samples, inner, strict=True)]
    samples = sum(lengths) + sum(gaps)
    # joined only for a profile that asks for a WAV
    wav = _wav([[p.pcm for p in chapter] for chapter in pieces], inner, gaps, sr) if want_wav else b""
    del pieces  # the pieces' MP3s are in the chapters' streams now
    # the silence each seam adds to what a listener hears: at a chapter's end, for timeline's
    # chapter gaps; inside a chapter, before the sentence that starts the next piece
    heard = [gap - chapter_cuts[-1] for gap, chapter_cuts in zip(gaps, cuts, strict=False)]
    seams, k = {}, 0
    for counts, within, chapter_cuts in zip(said, inner, cuts, strict=True):
        for count, gap, cut in zip(counts, within, chapter_cuts, strict=False):
            k += count
            seams[k] = gap - cut
        k += counts[-1]
    cues, chapters = timeline(segments, profile, sentences, sr, gaps=heard, seams=seams)
    whole = mp3.tagged(whole, title, kit.title, 1, 1)
    if len(streams) == 1:
        files = [ChapterFile(f"{stem}.mp3", whole, chapters[0].text if chapters else title, 0.0, samples / sr)]
    else:
        files, start = [], 0
        for n, (name, stream, chapter, length, gap) in enumerate(
            zip(chapter_files(stem, chapters), streams, chapters, lengths, [*gaps, 0], strict=True), 1
        ):
            data = mp3.tagged(stream, chapter.text, kit.title, n, len(streams))
            files.append(ChapterFile(name, data, chapter.text, start / sr, (start + length) / sr))
            start += length + gap
    return Recording(tuple(cues), tuple(files), tuple(chapters), whole, wav)


def _wav(pieces: list[list], inner: list[list[int]], gaps: list[int], sr: int) -> bytes:
    """The whole script's samples as a WAV: its chapters' pieces with the silences the MP3 joins add
    inside each chapter (`inner`) and after each but the last (`gaps`)."""
    from accessible_kits.audio.wav import wav_bytes

    silences = [bytes(2 * gap) for gap in [*gaps, 0]]
    parts = (
        part
        for chapter, within, silence in zip(pieces, inner, silences, strict=True)
        for part in (*_interleaved(chapter, [bytes(2 * g) for g in within]), silence)
    )
    return wav_bytes(b"".join(parts), sr)


def _interleaved(items: list, between: list) -> list:
    """items[0], between[0], items[1], ...: len(between) == len(items) - 1."""
    out = [items[0]]
    for gap, item in zip(between, items[1:], strict=True):
        out += [gap, item]
    return out
