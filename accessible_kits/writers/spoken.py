"""Spoken rules and the spoken summary: script, SSML, WAV and WebVTT captions with chapters."""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from accessible_kits.errors import KitError
from accessible_kits.model import Segment
from accessible_kits.writers import ChapterFile, Cue, File, Recording

LEAD_MS = 300


def heading_said(heading: str, first: str | None) -> str | None:
    """The sentence that says a chapter's heading, or None when its first sentence already starts with it."""
    if first is not None and first.lower().startswith(heading.lower()):
        return None
    return f"{heading}."


def _headed(segments):
    """The segments with each chapter's heading said at its start (so a chapter played alone says what it is)."""
    out = []
    for i, seg in enumerate(segments):
        out.append(seg)
        if seg.kind == "chapter":
            first = next((s.text for s in segments[i + 1:] if s.kind == "say"), None)
            said = heading_said(seg.text, first)
            if said:
                out.append(Segment("say", said))
                out.append(Segment("pause", pause="heading"))
    return out


def plan(segments, profile):
    """[(kind, text_or_pause_ms, chapter)] in order: what to say and the exact silence between.

    A chapter after the first starts in the middle of the pause before it, with ("split", 0):
    that is where its audio file begins.
    """
    s = profile.speech
    pause_ms = {"step": s.step_pause, "act": 2 * s.step_pause, "heading": s.sentence_pause}
    items, pending, chapter, split = [], None, None, False
    for seg in _headed(segments):
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


def script_text(title: str, segments, profile) -> str:
    s = profile.speech
    lines = [title, "",
             "Read this aloud, slowly and clearly.",
             f"[pause] means stop for {s.step_pause / 1000:g} seconds.",
             f"[wait] means stop for {2 * s.step_pause / 1000:g} seconds while the scribe marks the move.", ""]
    for i, seg in enumerate(segments):
        if seg.kind == "chapter":
            first = next((x.text for x in segments[i + 1:] if x.kind == "say"), None)
            lines += ["", heading_said(seg.text, first) or seg.text, ""]
        elif seg.kind == "pause":
            lines.append("[wait]" if seg.pause == "act" else "[pause]")
        else:
            lines.append(seg.text)
    return "\n".join(lines).strip() + "\n"


def ssml(segments, profile) -> str:
    from accessible_kits.audio.synthesis import ssml_rate_percent

    percent = ssml_rate_percent(profile.speech.rate_wpm)  # the rate the audio uses, espeak-ng or not
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">',
           f'<prosody rate="{percent}%">']
    open_p = False
    n, gap = 0, 0
    for kind, value, chapter in plan(segments, profile):
        if kind in ("pause", "split"):
            gap += value  # a chapter's split falls inside a pause: one break for the whole
            continue
        if gap:
            out.append(f'<break time="{gap}ms"/>')
            gap = 0
        if chapter is not None:
            if open_p:
                out.append("</p>")
            n += 1
            out.append(f'<p><mark name="chapter-{n}"/>')
            open_p = True
        out.append(f"<s>{_letters_said(escape(value))}</s>")
    if open_p:
        out.append("</p>")
    out += ["</prosody>", "</speak>"]
    return "\n".join(out) + "\n"


def _letters_said(text: str) -> str:
    """The column letter A marked as a letter (audio.synthesis.LETTER_A): engines read a lone A as the article."""
    import re

    from accessible_kits.audio.synthesis import LETTER_A

    return re.sub(LETTER_A, '<say-as interpret-as="characters">A</say-as>', text)


def _ts(t: float) -> str:
    ms = round(t * 1000)
    h, rem = divmod(ms, 3_600_000)
    m, rem = divmod(rem, 60_000)
    s, ms = divmod(rem, 1000)
    return f"{h:02d}:{m:02d}:{s:02d}.{ms:03d}"


def cue_text(text: str) -> str:
    """Cue text per WebVTT: &, < and > escaped (so "-->" cannot occur), and no blank line,
    which would end the cue early."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return "\n".join(line for line in text.splitlines() if line.strip())


def vtt(cues: list[Cue]) -> str:
    out = ["WEBVTT", ""]
    for i, c in enumerate(cues, 1):
        out += [str(i), f"{_ts(c.start)} --> {_ts(c.end)}", cue_text(c.text), ""]
    return "\n".join(out)


def timeline(segments, profile, lengths: list[int], sr: int, gaps=()):
    """Captions and chapters from the samples of each sentence and the profile's pauses.

    Counts samples exactly as audio.chapters.spoken_audio joins them, with `gaps` samples of
    silence after each chapter but the last (where the whole MP3 joins two chapters),
    so every cue starts on the sample where its sentence starts.
    """
    lead = round(sr * LEAD_MS / 1000)
    n, k = lead, 0
    cues, chapters = [], []
    gaps, begun = iter(gaps), False   # a split ends a chapter only once something was said or paused
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
        if chapter is not None:
            chapters.append(Cue(n / sr, n / sr, chapter))
        cues.append(Cue(n / sr, (n + lengths[k]) / sr, value))
        n += lengths[k]
        k += 1
    for a, b in zip(chapters, chapters[1:] + [Cue(n / sr, n / sr, "")]):
        a.end = b.start
    return cues, chapters


def estimate(segments, profile):
    """Caption timings without audio: the profile's rate and pauses."""
    from accessible_kits.audio.synthesis import words

    items = plan(segments, profile)
    t, cues, chapters = LEAD_MS / 1000, [], []
    for kind, value, chapter in items:
        if kind == "pause":
            t += value / 1000
            continue
        if kind == "split":
            continue
        d = words(value) / profile.speech.rate_wpm * 60
        if chapter is not None:
            chapters.append(Cue(t, t, chapter))
        cues.append(Cue(t, t + d, value))
        t += d
    for a, b in zip(chapters, chapters[1:] + [Cue(t, t, "")]):
        a.end = b.start
    return cues, chapters


# What the kit page calls each file of a script.
LABELS = {
    stem: {"script": f"Script to read the {what} aloud", "audio": f"Spoken {what}", "ssml": f"Spoken {what}, SSML",
           "vtt": f"Captions for the spoken {what}", "chapters": f"Chapters of the spoken {what}"}
    for stem, what in (("rules", "rules"), ("summary", "reminder"))
}


def slug(text: str) -> str:
    import re

    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "part"


def chapter_files(stem: str, chapters) -> list[str]:
    """The names of a script's chapter files: numbered, so they sort in the order they are heard."""
    return [f"chapters/{stem}-{i:02d}-{slug(c.text)}.mp3" for i, c in enumerate(chapters, 1)]


def write(kit, profile, ctx) -> list[File]:
    from accessible_kits.audio import mp3
    from accessible_kits.audio.chapters import spoken_audio
    from accessible_kits.audio.synthesis import NoSpeechEngine, NoVoice
    from accessible_kits.cache import open_cache

    scripts = (("rules", f"{kit.title}: spoken rules", kit.script),
               ("summary", f"{kit.title}: spoken reminder", kit.summary_script))
    mode = ctx.options.audio
    audio = None
    cache = open_cache(ctx.options)
    if mode != "off":
        # Both scripts in one batch: one process, and the same entries in the cache
        # for every profile with the same speech settings.
        s = profile.speech
        items = [[(kind, value) for kind, value, _ in plan(segments, profile)] for _, _, segments in scripts]
        try:
            mp3.version()   # the encoder is there before anything is spoken
            audio = spoken_audio(items, s.voice, s.rate_wpm, LEAD_MS, cache)
        except NoVoice as exc:
            raise KitError(f"{profile.source}: {exc}") from None
        except (NoSpeechEngine, mp3.NoEncoder) as exc:
            if mode == "on":
                raise
            ctx.notes.append(f"audio skipped: {exc}")
    formats = profile.speech.formats
    out = []
    for i, (stem, title, segments) in enumerate(scripts):
        label = LABELS[stem]
        out.append(File(f"{stem}-script.txt", script_text(title, segments, profile).encode("utf-8"), label["script"], "listen"))
        if audio is not None:
            # MP3s even for a WAV-only profile: the talking rule book plays the chapters as MP3
            take = _recorded(kit, stem, title, segments, profile, audio[i], cache, "wav" in formats)
            ctx.recordings[stem] = take.recording
            cues, chapters = list(take.recording.cues), take.chapters
            marks = tuple((c.start, c.text) for c in chapters)
            if "wav" in formats:
                out.append(File(f"{stem}.wav", take.wav, f"{label['audio']} (WAV)", "listen", chapters=marks))
            if "mp3" in formats:
                parts = [c for c in take.recording.chapters if c.name != f"{stem}.mp3"]
                out.append(File(f"{stem}.mp3", take.whole, f"{label['audio']} (MP3)", "listen", chapters=marks,
                                parts=tuple(c.name for c in parts)))
                # each chapter as its own track: linked from the chapter list, not the file list
                out += [File(c.name, c.data, description=c.heading) for c in parts]
        else:
            cues, chapters = estimate(segments, profile)
        out += [
            File(f"{stem}.ssml", ssml(segments, profile).encode("utf-8"), label["ssml"], "listen"),
            File(f"{stem}.vtt", vtt(cues).encode("utf-8"), label["vtt"], "listen"),
            File(f"{stem}-chapters.vtt", vtt(chapters).encode("utf-8"), label["chapters"], "listen"),
        ]
    return out


@dataclass(frozen=True)
class _Take:
    """One script's audio as the kit gives it: the whole as WAV (when asked for) and MP3, and its recording."""

    wav: bytes
    whole: bytes
    chapters: list
    recording: Recording


def _recorded(kit, stem: str, title: str, segments, profile, audio, cache, want_wav: bool) -> _Take:
    """Each chapter encoded once as an MP3 of its own; the whole MP3 is those joined, not encoded
    again (mp3.join). Joined, two chapters have a short silence between them (LAME's padding
    and delay), taken out of the pause that ends the first; the WAV, the captions and the
    chapter marks hold the same samples, so all of them keep time with the MP3. LAME works
    outside the GIL: the chapters encode on threads."""
    import os
    from concurrent.futures import ThreadPoolExecutor

    from accessible_kits.audio import mp3
    from accessible_kits.audio.wav import wav_bytes

    pieces, sr = list(audio.chapters), audio.sample_rate
    # The pause that ends a chapter is shortened by the silence the join will add, so a listener
    # hears the profile's pause there too (to within one MP3 frame, 26 ms).
    cuts = [0] * len(pieces)
    for k, piece in enumerate(pieces[:-1]):
        cut = mp3.cut_for_join(len(piece) // 2)
        if piece.endswith(bytes(2 * cut)):
            cuts[k], pieces[k] = cut, piece[: len(piece) - 2 * cut]
    with ThreadPoolExecutor(max_workers=min(len(pieces), os.cpu_count() or 1)) as pool:
        streams = list(pool.map(lambda piece: mp3.encoded(piece, sr, cache), pieces))
    whole, gaps = mp3.join(streams)
    samples = sum(map(len, pieces)) // 2 + sum(gaps)
    wav = wav_bytes(b"".join(piece + bytes(2 * gap) for piece, gap in zip(pieces, [*gaps, 0])), sr) \
        if want_wav else b""
    cues, chapters = timeline(segments, profile, list(audio.sentences), sr, [gap - cut for gap, cut in zip(gaps, cuts)])
    whole = mp3.tagged(whole, title, kit.title, 1, 1)
    if len(pieces) == 1:
        files = [ChapterFile(f"{stem}.mp3", whole, chapters[0].text if chapters else title, 0.0, samples / sr)]
    else:
        files, start = [], 0
        for n, (name, stream, chapter, piece, gap) in enumerate(
                zip(chapter_files(stem, chapters), streams, chapters, pieces, [*gaps, 0]), 1):
            data = mp3.tagged(stream, chapter.text, kit.title, n, len(pieces))
            files.append(ChapterFile(name, data, chapter.text, start / sr, (start + len(piece) // 2) / sr))
            start += len(piece) // 2 + gap
    return _Take(wav, whole, chapters, Recording(tuple(cues), tuple(files)))
