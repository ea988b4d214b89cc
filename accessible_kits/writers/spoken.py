"""Spoken rules and the spoken summary: script, SSML, WAV and MP3, and WebVTT captions with chapters.

The audio and its timing are the kit's recordings (writers/recording.py), made once and shared
with the talking rule book; without audio, the captions are timed from the profile's rate.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from accessible_kits.writers import Cue, File
from accessible_kits.writers.recording import LEAD_MS, heading_said, plan, scripts

# the script's first lines, a note for the person reading aloud: opened and closed in words
NOTE_OPEN = "Note for the person reading aloud. Do not read this note out."
NOTE_CLOSE = "End of the note. Read aloud from the next line."


def script_text(title: str, segments, profile) -> str:
    """The script for a person to read aloud, with [pause] and [wait] where the recording pauses.
    A reader waits at a [wait] until the scribe says done: a timed gap is too short for marking."""
    s = profile.speech
    lines = [
        title,
        "",
        # the note is the reader aloud's, opened and closed in words: a cold reader of round 9 could
        # not tell "Read this aloud" from the rules it came before. The SSML and recordings omit it.
        NOTE_OPEN,
        "Read aloud everything after this note, slowly and clearly.",
        f"Where it says [pause], pause for {s.step_pause / 1000:g} seconds.",
        "Where it says [wait], stop until the scribe says done.",
        # "the sheet is marked" was read where the scribe lays tokens or pieces
        "Before you begin, ask the scribe to say done when the move is on the board, or the board is ready.",
        # the first [wait] follows "Put it in front of you", where no move is made (LISTEN23 #1)
        "Without a scribe, whoever puts the move on the board, or puts the board out, says done.",
        NOTE_CLOSE,
        "",
    ]
    for i, seg in enumerate(segments):
        if seg.kind == "chapter":
            first = next((x.text for x in segments[i + 1 :] if x.kind == "say"), None)
            lines += ["", heading_said(seg.text, first) or seg.text, ""]
        elif seg.kind == "pause":
            lines.append("[wait]" if seg.pause == "act" else "[pause]")
        elif seg.recording_only:
            continue  # "Pause the recording now": the reader aloud waits at the [wait] instead
        else:
            lines.append(seg.text)
    return "\n".join(lines).strip() + "\n"


def ssml(segments, profile) -> str:
    """The script as SSML, for another speech engine: the same sentences, rate and pauses."""
    from accessible_kits.audio.synthesis import ssml_rate_percent

    percent = ssml_rate_percent(profile.speech.rate_wpm)  # the rate the audio uses, espeak-ng or not
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">',
        f'<prosody rate="{percent}%">',
    ]
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
    """Cues as a WebVTT file (captions, or chapters)."""
    out = ["WEBVTT", ""]
    for i, c in enumerate(cues, 1):
        out += [str(i), f"{_ts(c.start)} --> {_ts(c.end)}", cue_text(c.text), ""]
    return "\n".join(out)


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
    for a, b in zip(chapters, chapters[1:] + [Cue(t, t, "")], strict=True):
        a.end = b.start
    return cues, chapters


# What the kit page calls each file of a script.
LABELS = {
    stem: {
        "script": f"Script to read the {what} aloud",
        "audio": f"Spoken {what}",
        "ssml": f"Spoken {what}, SSML",
        "vtt": f"Captions for the spoken {what}",
        "chapters": f"Chapters of the spoken {what}",
    }
    for stem, what in (("rules", "rules"), ("summary", "reminder"))
}
# Without a recording, the captions and chapters are timed for the script read aloud at the profile's rate.
UNSPOKEN = {
    stem: {
        "vtt": f"Captions for the {what} read aloud, timed at the speaking rate",
        "chapters": f"Chapters of the {what} read aloud",
        "ssml": f"Script of the {what} for a speech engine, SSML",
    }
    for stem, what in (("rules", "rules"), ("summary", "reminder"))
}


def write(kit, profile, ctx) -> list[File]:
    """Each script's text, SSML and captions, and its audio when the kit has a recording."""
    formats = profile.speech.formats
    out = []
    for stem, title, segments in scripts(kit):
        label = LABELS[stem]
        out.append(
            File(f"{stem}-script.txt", script_text(title, segments, profile).encode("utf-8"), label["script"], "listen")
        )
        take = ctx.recording(stem)
        if take is not None:
            cues, chapters = list(take.cues), list(take.marks)
            out += _audio_files(stem, take, label, "wav" in formats, "mp3" in formats)
        else:
            cues, chapters = estimate(segments, profile)
            label = {**label, **UNSPOKEN[stem]}
        out += [
            File(f"{stem}.ssml", ssml(segments, profile).encode("utf-8"), label["ssml"], "listen"),
            File(f"{stem}.vtt", vtt(cues).encode("utf-8"), label["vtt"], "listen"),
            File(f"{stem}-chapters.vtt", vtt(chapters).encode("utf-8"), label["chapters"], "listen"),
        ]
    return out


def _audio_files(stem: str, take, label: dict, wav: bool, mp3: bool) -> list[File]:
    """A recording's files: the whole as WAV and as MP3, as the profile asks, and each chapter as an MP3."""
    marks = tuple((c.start, c.text) for c in take.marks)
    out = []
    if wav:
        out.append(File(f"{stem}.wav", take.wav, f"{label['audio']} (WAV)", "listen", chapters=marks))
    if mp3:
        parts = [c for c in take.chapters if c.name != f"{stem}.mp3"]
        out.append(
            File(
                f"{stem}.mp3",
                take.whole,
                f"{label['audio']} (MP3)",
                "listen",
                chapters=marks,
                parts=tuple(c.name for c in parts),
            )
        )
        # each chapter as its own track: linked from the chapter list, not the file list
        out += [File(c.name, c.data, description=c.heading) for c in parts]
    return out
