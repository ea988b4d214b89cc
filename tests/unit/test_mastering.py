"""The mastering worked out on blocks (audio.limiter) gives the sound the per-sample mastering gave.

The reference below is the mastering as it was before issue 29: the limiter's gain made for every
sample and each try measured on the whole weighted signal. The block version must match it within
the stated tolerances, on a signal with speech's shape: bursts of voiced sound with loud peaks.
"""

from __future__ import annotations

import numpy as np

from accessible_kits.audio import limiter, loudness
from accessible_kits.audio.wav import pcm16

RATE = 22050


def speech_like(seconds: float, seed: int = 1):
    """Syllable-long bursts of a buzzy tone with noise, some much louder than the rest, and gaps."""
    rng = np.random.default_rng(seed)
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    voice = np.sign(np.sin(2 * np.pi * 130 * t)) * 0.3 + rng.normal(0, 0.1, n)
    envelope = np.zeros(n)
    at = 0
    while at < n:
        length = int(rng.uniform(0.08, 0.3) * RATE)
        envelope[at : at + length] = rng.choice([0.2, 0.5, 1.0, 1.5]) * np.hanning(len(envelope[at : at + length]))
        at += length + int(rng.uniform(0.02, 0.4) * RATE)
    return (voice * envelope * 0.4).astype(np.float32)


def _reference_limit(x, ceiling: float, rate: int, block: int):
    """The old limiter: the gain for every sample, linear between block centres."""
    n = -(-len(x) // block)
    mag = np.zeros(n * block, dtype=np.float32)
    mag[: len(x)] = np.abs(x)
    smooth = limiter.smooth_gain(mag.reshape(n, block).max(axis=1), ceiling, block, rate)
    before = np.concatenate([smooth[:1], smooth[:-1]])
    after = np.concatenate([smooth[1:], smooth[-1:]])
    offset = (np.arange(block, dtype=np.float32) - (block - 1) / 2) / block
    gain = smooth[:, None] + np.where(offset < 0, (smooth - before)[:, None], (after - smooth)[:, None]) * offset
    return gain.ravel()[: len(x)]


def reference_master(x, rate: int):
    """The old mastering loop, each try measured on the whole weighted signal."""
    block = limiter.block_size(round(0.1 * rate))
    weighted = loudness.k_weighted(x, rate)
    ceiling = 10 ** (loudness.PEAK_DBTP / 20)
    gain = 10 ** ((loudness.TARGET_LUFS - loudness.gated_loudness(weighted, rate)) / 20)
    target = ceiling * 10 ** (-0.3 / 20)
    for _ in range(8):
        out = x * np.float32(gain)
        if np.abs(out).max() <= ceiling and loudness.true_peak(out) <= ceiling:
            break
        limit = _reference_limit(out, target, rate, block)
        out *= limit
        error = loudness.TARGET_LUFS - loudness.gated_loudness(weighted * (limit * np.float32(gain)), rate)
        if abs(error) < loudness.LOUDNESS_TOLERANCE and loudness.true_peak(out) <= ceiling:
            break
        if abs(error) < loudness.LOUDNESS_TOLERANCE:
            target *= 10 ** (-0.2 / 20)
        gain *= 10 ** (error / 20)
    return out


def test_block_sums_give_the_energy_of_every_sample():
    """The loudness sums of the blocks give each gate step's energy under a limiter's gain as
    summing the samples does (to a millionth)."""
    x = speech_like(6.0)
    step = round(0.1 * RATE)
    block = limiter.block_size(step)
    assert step % block == 0 and block == 35
    y = loudness.k_weighted(x, RATE)
    smooth = limiter.smooth_gain(limiter.peaks(x, block), 0.5, block, RATE)
    by_blocks = limiter.step_energies(limiter.moments(y, block, step), smooth, step // block)
    limited = limiter.applied(y, smooth, block, 1.0)
    by_samples = np.einsum("ij,ij->i", *(limited[: len(y) // step * step].reshape(-1, step),) * 2, dtype=np.float64)
    assert np.allclose(by_blocks, by_samples, rtol=1e-5, atol=1e-12)


def test_block_mastering_matches_the_per_sample_mastering():
    """Within 0.01 LU of the old result, the same true peak to 0.05 dB, and the samples the same to
    at least 45 dB signal to difference (measured on speech: 54 to 64 dB a chapter)."""
    x = speech_like(20.0)
    raised = np.abs(x).max() * 10 ** ((loudness.TARGET_LUFS - loudness.loudness(x, RATE)) / 20)
    assert raised > 10 ** (loudness.PEAK_DBTP / 20)  # the limiter has work to do
    new, old = loudness.master(x, RATE), reference_master(x, RATE)
    assert abs(loudness.loudness(new, RATE) - loudness.loudness(old, RATE)) < 0.01
    assert abs(loudness.loudness(new, RATE) - loudness.TARGET_LUFS) < loudness.LOUDNESS_TOLERANCE
    peak_new, peak_old = (20 * np.log10(loudness.true_peak(v)) for v in (new, old))
    assert peak_new <= loudness.PEAK_DBTP and abs(peak_new - peak_old) < 0.05
    snr = 10 * np.log10(np.sum(old.astype(np.float64) ** 2) / np.sum((old.astype(np.float64) - new) ** 2))
    assert snr >= 45, snr


def test_a_quiet_signal_is_only_raised():
    """A signal that needs no limiting is the signal times one gain."""
    t = np.arange(5 * RATE) / RATE
    x = (0.01 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
    out = loudness.master(x, RATE)
    ratio = out[1000:-1000] / np.where(x[1000:-1000] == 0, 1, x[1000:-1000])
    assert np.ptp(ratio[np.abs(x[1000:-1000]) > 1e-3]) < 1e-4


def test_true_peak_is_the_peak_of_the_signal_oversampled():
    """true_peak looks only near the loud samples; it equals filtering all of it four times over."""
    x = speech_like(3.0, seed=7)
    h = loudness._oversampling_filter()
    up = np.zeros(4 * len(x))
    up[::4] = x
    full = np.abs(np.convolve(up, h)).max()
    assert abs(loudness.true_peak(x) - full) < 1e-5


def test_pcm16_is_clipped_scaled_and_rounded_as_before():
    """The 16-bit samples are the old formula's bit for bit: clip at 1, scale, round half to even."""
    rng = np.random.default_rng(3)
    x = np.concatenate(
        [rng.uniform(-1.5, 1.5, 10000), np.array([0.5, -0.5, 1.5, 2.5]) / 32767, [1.0, -1.0, 1.0001, -7.0]]
    ).astype(np.float32)
    assert pcm16(x) == (np.clip(x, -1, 1) * 32767).round().astype("<i2").tobytes()


def test_sliding_minimum_is_each_windows_least():
    """The limiter's minimum over each window (found by doubling spans) is each window's own least
    value, for the widths the limiter uses and the edge cases: width 1, a width of a power of two,
    and a signal as long as one window."""
    rng = np.random.default_rng(5)
    for width in (1, 2, 3, 8, 21, 33):
        for length in (width, width + 1, 1000):
            a = rng.random(length).astype(np.float32)
            each = np.array([a[i : i + width].min() for i in range(length - width + 1)])
            assert np.array_equal(limiter._sliding_min(a, width), each), (width, length)
