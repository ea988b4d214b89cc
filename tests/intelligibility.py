"""Intelligibility of spoken files, measured with an offline recognizer.

PocketSphinx (its en-US acoustic model ships inside the PyPI wheel) decodes a spoken file
and plain espeak-ng speaking the same sentences at the same engine rate; the word error
rate (WER) of each against the sentences says which is understood better. The general
language model does not cope with a synthetic voice (WER near 0.9 on both), so the
recognizer gets a bigram model of the scripts' own sentences, built here, as a listener
who knows the game's words would. Both files are cut into utterances at silences of
0.3 s the same way and decoded with one decoder.

Run as a script for every spoken file of a kit folder: `python tests/intelligibility.py KITS`.
"""

from __future__ import annotations

import math
import re
import subprocess
from collections import Counter
from itertools import pairwise
from pathlib import Path

import numpy as np

ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _number(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    return " ".join(ONES[int(d)] for d in str(n))


def norm(text: str) -> list[str]:
    """Words as the recognizer's dictionary spells them: lower case, digits said as words."""
    text = re.sub(r"\d+", lambda m: f" {_number(int(m.group()))} ", text.lower().replace("-", " "))
    return re.findall(r"[a-z']+", text)


def wer(ref: list[str], hyp: list[str]) -> float:
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (r != h))
    return row[-1] / len(ref)


def language_model(sentences, folder: Path) -> tuple[Path, Path]:
    """A bigram ARPA model (absolute discounting, D = 0.5) and the dictionary for its words."""
    from pocketsphinx import get_model_path

    uni, bi = Counter(), Counter()
    for s in sentences:
        w = ["<s>", *norm(s), "</s>"]
        uni.update(w)
        bi.update(pairwise(w))
    total = sum(uni.values())
    p1 = {w: c / total for w, c in uni.items()}
    p2 = {(a, b): (c - 0.5) / uni[a] for (a, b), c in bi.items()}
    after: dict[str, list[str]] = {}
    for a, b in bi:
        after.setdefault(a, []).append(b)
    lines = ["\\data\\", f"ngram 1={len(uni)}", f"ngram 2={len(bi)}", "", "\\1-grams:"]
    for w in sorted(uni):
        seen = after.get(w, [])
        left, rest = 1 - sum(p2[(w, b)] for b in seen), 1 - sum(p1[b] for b in seen)
        back = left / rest if left > 0 and rest > 0 else 1e-9
        lines.append(f"{math.log10(p1[w]):.4f} {w} {math.log10(back):.4f}")
    lines += ["", "\\2-grams:"] + [f"{math.log10(p2[k]):.4f} {k[0]} {k[1]}" for k in sorted(bi)] + ["", "\\end\\", ""]
    lm, dic = folder / "script.lm", folder / "script.dict"
    lm.write_text("\n".join(lines))
    words = set(uni) - {"<s>", "</s>"}
    entries = {}
    with open(Path(get_model_path()) / "en-us" / "cmudict-en-us.dict") as f:
        for line in f:
            w = line.split(" ", 1)[0]
            if w in words:
                entries.setdefault(w, line)
    dic.write_text("".join(entries[w] for w in sorted(entries)))
    return lm, dic


def decoder(lm: Path, dic: Path):
    from pocketsphinx import Decoder

    return Decoder(lm=str(lm), dict=str(dic), loglevel="FATAL")


def pcm16k(path: Path) -> np.ndarray:
    """A WAV or MP3 file as 16 kHz 16-bit mono, what the acoustic model was trained on."""
    import soundfile
    from scipy.signal import resample_poly

    x, rate = soundfile.read(str(path), dtype="float32")
    g = math.gcd(16000, rate)
    y = resample_poly(x, 16000 // g, rate // g)
    return (np.clip(y, -1, 1) * 32767).astype("<i2")


def utterances(pcm: np.ndarray, gap_s: float = 0.3) -> list[tuple[int, int]]:
    """Sample ranges of sound, split at silences (below 0.5 % of full scale) longer than gap_s."""
    frame = 160  # 10 ms
    n = len(pcm) // frame
    loud = (np.abs(pcm[: n * frame].astype(np.int32)) > 164).reshape(n, frame).any(axis=1)
    idx = np.nonzero(loud)[0]
    breaks = np.nonzero(np.diff(idx) > gap_s * 100)[0]
    starts, ends = np.concatenate([[idx[0]], idx[breaks + 1]]), np.concatenate([idx[breaks], [idx[-1]]])
    return [(max(0, (a - 10) * frame), min(len(pcm), (b + 10) * frame)) for a, b in zip(starts, ends, strict=True)]


def recognise(path: Path, dec) -> list[str]:
    pcm = pcm16k(path)
    words: list[str] = []
    for a, b in utterances(pcm):
        dec.start_utt()
        dec.process_raw(pcm[a:b].tobytes(), full_utt=True)
        dec.end_utt()
        if dec.hyp() is not None:
            words += dec.hyp().hypstr.split()
    return words


def plain_espeak(sentences, voice: str, rate_wpm: int, out: Path) -> Path:
    """espeak-ng itself speaking the sentences, one after another, at the kit's engine rate."""
    from accessible_kits.audio.synthesis import engine_rate

    text = out.with_suffix(".txt")
    text.write_text("\n".join(sentences) + "\n")
    subprocess.run(
        ["espeak-ng", "-v", voice, "-s", str(engine_rate(rate_wpm)), "-f", str(text), "-w", str(out)], check=True
    )
    return out


def compare(path: Path, sentences, dec, work: Path, *, voice: str = "en", rate_wpm: int = 150) -> tuple[float, float]:
    """(WER of the file, WER of plain espeak-ng on the same sentences)."""
    ref = [w for s in sentences for w in norm(s)]
    plain = plain_espeak(sentences, voice, rate_wpm, work / (path.stem + "-plain.wav"))
    return wer(ref, recognise(path, dec)), wer(ref, recognise(plain, dec))


def cue_texts(vtt: Path) -> list[str]:
    return re.findall(r"--> .*\n(.+)", vtt.read_text())


if __name__ == "__main__":
    import sys
    import tempfile

    # python tests/intelligibility.py KITS [KITS...]: every rules and summary file, summaries first
    folders = [Path(a) for a in sys.argv[1:]]
    files = sorted(
        (
            p
            for k in folders
            for p in k.glob("*/*/*")
            if p.suffix in (".mp3", ".wav") and p.stem in ("rules", "summary")
        ),
        key=lambda p: (p.stem != "summary", p.parent.parent.name, str(p)),
    )
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        everything = [s for p in files for s in cue_texts(p.with_suffix(".vtt"))]
        dec = decoder(*language_model(everything, work))
        for p in files:
            kit, plain = compare(p, cue_texts(p.with_suffix(".vtt")), dec, work)
            print(f"{p}\tkit {kit:.3f}\tplain {plain:.3f}\tdiff {kit - plain:+.3f}", flush=True)
