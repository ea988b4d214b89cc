"""Spoken rules and the spoken summary: script, SSML, WAV and WebVTT captions with chapters."""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from accessible_kits.errors import KitError

ESPEAK_DEFAULT_WPM = 175
LEAD_MS = 300


@dataclass
class Cue:
    start: float
    end: float
    text: str


def plan(segments, profile):
    """[(kind, text_or_pause_ms)] in order: what to say and the exact silence between."""
    s = profile.speech
    pause_ms = {"step": s.step_pause_ms, "act": 2 * s.step_pause_ms}
    items, pending, chapter = [], None, None
    for seg in segments:
        if seg.kind == "chapter":
            chapter = seg.text
            pending = max(pending or 0, s.step_pause_ms) if items else None
        elif seg.kind == "pause":
            pending = max(pending or 0, pause_ms[seg.pause])
        else:
            if items:
                items.append(("pause", pending if pending is not None else s.sentence_pause_ms, None))
            items.append(("say", seg.text, chapter))
            chapter, pending = None, None
    return items


def script_text(title: str, segments, profile) -> str:
    s = profile.speech
    lines = [title, "",
             "Read this aloud, slowly and clearly.",
             f"[pause] means stop for {s.step_pause_ms / 1000:g} seconds.",
             f"[wait] means stop for {2 * s.step_pause_ms / 1000:g} seconds while the scribe marks the sheet.", ""]
    for seg in segments:
        if seg.kind == "chapter":
            lines += ["", seg.text, ""]
        elif seg.kind == "pause":
            lines.append("[wait]" if seg.pause == "act" else "[pause]")
        else:
            lines.append(seg.text)
    return "\n".join(lines).strip() + "\n"


def ssml(segments, profile, rate: int) -> str:
    percent = round(rate / ESPEAK_DEFAULT_WPM * 100)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">',
           f'<prosody rate="{percent}%">']
    open_p = False
    n = 0
    for kind, value, chapter in plan(segments, profile):
        if kind == "pause":
            out.append(f'<break time="{value}ms"/>')
            continue
        if chapter is not None:
            if open_p:
                out.append("</p>")
            n += 1
            out.append(f'<p><mark name="chapter-{n}"/>')
            open_p = True
        out.append(f"<s>{escape(value)}</s>")
    if open_p:
        out.append("</p>")
    out += ["</prosody>", "</speak>"]
    return "\n".join(out) + "\n"


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


def render(segments, profile, rate: int):
    """Synthesize and join; returns (samples, sample_rate, cues, chapters, utterances)."""
    import numpy as np

    from accessible_kits.speech import measured_wpm, synthesize

    items = plan(segments, profile)
    texts = [text for kind, text, _ in items if kind == "say"]
    target = profile.speech.rate_wpm
    said, sr = synthesize(profile.speech.voice, rate, texts)
    got = measured_wpm(said, sr)
    if abs(got - target) / target > 0.03:
        # Short sentences sound slower than the calibration text: correct once on this script.
        rate = round(rate * target / got)
        said, sr = synthesize(profile.speech.voice, rate, texts)
        got = measured_wpm(said, sr)
    if abs(got - target) / target > 0.08:
        raise KitError(f"audio: espeak-ng spoke at {got:.0f} words a minute at rate {rate}; expected about {target}")
    parts = [np.zeros(int(sr * LEAD_MS / 1000), dtype=np.float32)]
    t = LEAD_MS / 1000
    cues, chapters, k = [], [], 0
    for kind, value, chapter in items:
        if kind == "pause":
            n = round(sr * value / 1000)
            parts.append(np.zeros(n, dtype=np.float32))
            t += n / sr
            continue
        utt = said[k]
        k += 1
        if chapter is not None:
            chapters.append(Cue(t, t, chapter))
        parts.append(utt.samples)
        cues.append(Cue(t, t + len(utt.samples) / sr, value))
        t += len(utt.samples) / sr
    parts.append(np.zeros(int(sr * LEAD_MS / 1000), dtype=np.float32))
    for a, b in zip(chapters, chapters[1:] + [Cue(t, t, "")]):
        a.end = b.start
    return np.concatenate(parts), sr, cues, chapters, rate


def estimate(segments, profile):
    """Caption timings without audio: the profile's rate and pauses."""
    from accessible_kits.speech import words

    items = plan(segments, profile)
    t, cues, chapters = LEAD_MS / 1000, [], []
    for kind, value, chapter in items:
        if kind == "pause":
            t += value / 1000
            continue
        d = words(value) / profile.speech.rate_wpm * 60
        if chapter is not None:
            chapters.append(Cue(t, t, chapter))
        cues.append(Cue(t, t + d, value))
        t += d
    for a, b in zip(chapters, chapters[1:] + [Cue(t, t, "")]):
        a.end = b.start
    return cues, chapters


def write(kit, profile, ctx) -> dict[str, bytes]:
    from accessible_kits import speech

    mode = ctx.options.get("audio", "auto")
    rate = None
    if mode != "off":
        try:
            rate = speech.calibrated_rate(profile.speech.voice, profile.speech.rate_wpm)
        except speech.NoVoice as exc:
            raise KitError(f"{profile.source}: {exc}") from None
        except speech.NoSpeechEngine as exc:
            if mode == "on":
                raise
            ctx.notes.append(f"audio skipped: {exc}")
    out = {}
    for stem, title, segments in (("rules", f"{kit.title}: spoken rules", kit.script),
                                  ("summary", f"{kit.title}: spoken reminder", kit.summary_script)):
        out[f"{stem}-script.txt"] = script_text(title, segments, profile).encode("utf-8")
        if rate:
            samples, sr, cues, chapters, used = render(segments, profile, rate)
            out[f"{stem}.wav"] = speech.wav_bytes(speech.master(samples, sr), sr)
        else:
            cues, chapters = estimate(segments, profile)
            used = profile.speech.rate_wpm
        out[f"{stem}.ssml"] = ssml(segments, profile, used).encode("utf-8")  # at the rate the audio used
        out[f"{stem}.vtt"] = vtt(cues).encode("utf-8")
        out[f"{stem}-chapters.vtt"] = vtt(chapters).encode("utf-8")
    return out
