"""The mastering makes the candidate it keeps once (audio.loudness.master, issue 29): made whole,
measured there and returned as it is, where it was made a piece at a time to measure its true peak
and then again whole. The 16-bit samples are the same bytes as the mastering before that change
(kept below as it was), on speech-shaped sound that needs the limiter and on sound that does not."""

from __future__ import annotations

import numpy as np
import pytest

from accessible_kits.audio import limiter, loudness
from accessible_kits.audio.wav import pcm16
from unit.test_mastering import speech_like


def _master_before(samples, sample_rate: int):
    """audio.loudness.master as it was at 813d77f (with `scratch` False)."""
    x = np.asarray(samples, dtype=np.float32)
    step = round(0.1 * sample_rate)
    block = limiter.block_size(step)
    m = limiter.moments(loudness.k_weighted(x, sample_rate), block, step)
    block_peaks = limiter.peaks(x, block)
    ceiling = 10 ** (loudness.PEAK_DBTP / 20)
    gain = 10 ** ((loudness.TARGET_LUFS - loudness._gated(m[0].reshape(-1, step // block).sum(axis=1), step)) / 20)
    target = ceiling * 10 ** (-0.3 / 20)
    for _ in range(8):
        if float(block_peaks.max()) * gain <= ceiling:
            g = np.float32(gain)
            top = max(float(np.float32(x.max()) * g), -float(np.float32(x.min()) * g)) if len(x) else 0.0
            if loudness.peak_of(lambda lo, hi, g=g: x[lo:hi] * g, len(x), top) <= ceiling:
                return np.multiply(x, g)
        smooth = limiter.smooth_gain(block_peaks * np.float32(gain), target, block, sample_rate)
        steps = limiter.step_energies(m, smooth, step // block) * gain**2
        error = loudness.TARGET_LUFS - loudness._gated(steps, step)
        if abs(error) < loudness.LOUDNESS_TOLERANCE:
            curve = limiter.Curve(smooth, block, gain)
            if loudness.peak_of(lambda lo, hi, c=curve: c.times(x, lo, hi), len(x)) <= ceiling:
                return curve.applied(x)
            target *= 10 ** (-0.2 / 20)
        last = gain
        gain *= 10 ** (error / 20)
    return limiter.Curve(smooth, block, last).applied(x)


def _quiet(seconds: float, rate: int):
    t = np.arange(int(seconds * rate)) / rate
    return (0.01 * np.sin(2 * np.pi * 440 * t) * (1 + 0.3 * np.sin(2 * np.pi * 3 * t))).astype(np.float32)


CASES = [
    ("speech at 16 kHz", lambda: speech_like(9.0, seed=2), 16000),
    ("speech at 22.05 kHz", lambda: speech_like(7.0, seed=5), 22050),
    ("speech, loud", lambda: speech_like(4.0, seed=11) * np.float32(3), 16000),
    ("a quiet tone", lambda: _quiet(3.0, 16000), 16000),
]


@pytest.mark.parametrize(("name", "make", "rate"), CASES, ids=[c[0] for c in CASES])
def test_the_mastered_bytes_are_those_before(name, make, rate):
    x = make()
    assert pcm16(loudness.master(x.copy(), rate)) == pcm16(_master_before(x.copy(), rate))


def test_the_kept_candidate_is_made_once(monkeypatch):
    """The limiter's gain is worked out for each sample once a candidate, to make it whole (before:
    once more, a piece at a time, to measure its true peak)."""
    x = speech_like(9.0, seed=2)
    raised = np.abs(x).max() * 10 ** ((loudness.TARGET_LUFS - loudness.loudness(x, 16000)) / 20)
    assert raised > 10 ** (loudness.PEAK_DBTP / 20)  # the limiter has work to do
    made, wholes = [], []
    rows, applied = limiter.Curve.rows, limiter.Curve.applied

    def counted_rows(self, b0: int, b1: int):
        made.append(b1 - b0)
        return rows(self, b0, b1)

    def counted_applied(self, x, out=None):
        wholes.append(1)
        return applied(self, x, out)

    monkeypatch.setattr(limiter.Curve, "rows", counted_rows)
    monkeypatch.setattr(limiter.Curve, "applied", counted_applied)
    loudness.master(x, 16000)
    blocks = -(-len(x) // limiter.block_size(1600))
    assert wholes  # the limiter made a candidate
    assert sum(made) == blocks * len(wholes)
