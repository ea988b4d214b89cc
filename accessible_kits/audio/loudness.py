"""Mastering: loudness to -18 LUFS and the true peak under -2 dBTP, with numpy alone.

Loudness is ITU-R BS.1770 (K-weighting and gating); the true peak is measured 4x
oversampled. A look-ahead limiter shapes the gain, never the waveform, so speech keeps
its shape. A chapter (audio.chapters) is mastered on its own, so each is at the target.
"""

from __future__ import annotations

import functools

TARGET_LUFS = -18.0
LOUDNESS_TOLERANCE = 0.2  # LU: mastering stops this close to the target; a listener hears about 1 LU
PEAK_DBTP = -2.0  # the ceiling is -1 dBTP in the decoded MP3: encoding adds up to 0.5 dB (measured)


@functools.lru_cache(maxsize=2)
def _k_response(rate: int, n: int):
    """The K-weighting filters' combined frequency response at the rfft bins of an n-point transform."""
    import numpy as np

    stages = _k_weighting(rate)
    h = np.empty(n // 2 + 1, dtype=np.complex64)
    for start in range(0, len(h), 1 << 16):  # in slices, so the temporaries stay small
        w = np.pi * np.arange(start, min(start + (1 << 16), len(h))) / (n // 2)
        z = np.cos(w) - 1j * np.sin(w)
        part = np.ones(len(w), dtype=np.complex128)
        for b, a in stages:
            part *= (b[0] + (b[1] + b[2] * z) * z) / (a[0] + (a[1] + a[2] * z) * z)
        h[start : start + len(w)] = part
    return h


def _k_weighting(rate: int):
    """The two BS.1770 K-weighting stages (high shelf, high pass), as pyloudnorm designs them."""
    import numpy as np

    def design(gain, q, fc, kind):
        A = 10 ** (gain / 40)
        w0 = 2 * np.pi * fc / rate
        alpha = np.sin(w0) / (2 * q)
        c = np.cos(w0)
        if kind == "high_shelf":
            return (
                [
                    A * ((A + 1) + (A - 1) * c + 2 * np.sqrt(A) * alpha),
                    -2 * A * ((A - 1) + (A + 1) * c),
                    A * ((A + 1) + (A - 1) * c - 2 * np.sqrt(A) * alpha),
                ],
                [
                    (A + 1) - (A - 1) * c + 2 * np.sqrt(A) * alpha,
                    2 * ((A - 1) - (A + 1) * c),
                    (A + 1) - (A - 1) * c - 2 * np.sqrt(A) * alpha,
                ],
            )
        return ([(1 + c) / 2, -(1 + c), (1 + c) / 2], [1 + alpha, -2 * c, 1 - alpha])

    return [design(4.0, 1 / np.sqrt(2), 1500.0, "high_shelf"), design(0.0, 0.5, 38.0, "high_pass")]


def loudness(samples, rate: int) -> float:
    """Integrated loudness in LUFS (BS.1770-4: K-weighting, 400 ms blocks, 75 % overlap, gates)."""
    return gated_loudness(k_weighted(samples, rate), rate)


def k_weighted(samples, rate: int):
    """The signal through BS.1770's K-weighting filters.

    The filters are applied in the frequency domain by overlap-save, in blocks that keep
    0.37 s of history: their impulse response has died away (below 1e-7) well before
    that, so this equals the recursive filter far below the 0.1 LU that matters here,
    in small memory and without scipy.
    """
    import numpy as np

    x = np.asarray(samples, dtype=np.float32)
    history = 1 << int(np.ceil(np.log2(0.37 * rate)))
    n = max(1 << 17, 8 * history)
    keep = n - history
    response = _k_response(rate, n)
    padded = np.concatenate([np.zeros(history, dtype=np.float32), x])
    y = np.empty(len(x), dtype=np.float32)
    for start in range(0, len(x), keep):
        block = np.fft.irfft(np.fft.rfft(padded[start : start + n], n) * response, n)
        y[start : start + keep] = block[history : history + min(keep, len(x) - start)]
    return y


def gated_loudness(y, rate: int) -> float:
    """Integrated loudness of a K-weighted signal: 400 ms blocks every 100 ms, absolute and relative gates."""
    import numpy as np

    step = round(0.1 * rate)  # blocks of 400 ms every 100 ms: four consecutive 100 ms steps
    steps = np.einsum("ij,ij->i", *(y[: len(y) // step * step].reshape(-1, step),) * 2, dtype=np.float64)
    z = (steps[:-3] + steps[1:-2] + steps[2:-1] + steps[3:]) / (4 * step)
    with np.errstate(divide="ignore"):
        blocks = -0.691 + 10 * np.log10(z)
    gated = z[blocks >= -70.0]
    if len(gated) == 0:
        return float("-inf")
    relative = -0.691 + 10 * np.log10(gated.mean()) - 10
    gated = z[(blocks >= -70.0) & (blocks > relative)]
    return float(-0.691 + 10 * np.log10(gated.mean()))


@functools.cache
def _oversampling_filter():
    """4x interpolation filter: 81-tap Kaiser-windowed sinc (beta 5), the design scipy's resample_poly uses."""
    import numpy as np

    t = np.arange(81) - 40
    h = np.sinc(t / 4) * np.kaiser(81, 5.0)
    return h / h.sum() * 4


def true_peak(samples, sample_rate: int = 0) -> float:
    """Peak of the signal oversampled four times (BS.1770 true peak), linear.

    An interpolated value is a weighted sum of 21 neighbouring samples, so it cannot
    exceed the sample peak where every neighbour is below peak / (sum of |weights|):
    only the windows around the loud samples are interpolated, with the same result
    as filtering all of it.
    """
    import numpy as np

    x = np.asarray(samples, dtype=np.float32)
    h = np.concatenate([_oversampling_filter(), np.zeros(3)])  # 84 taps: 21 for each phase
    taps = np.stack([h[p::4][::-1] for p in range(4)], axis=1)  # (21, 4), reversed for windows
    n = taps.shape[0]
    mag = np.abs(x)
    sample_peak = float(mag.max()) if len(x) else 0.0
    if sample_peak == 0.0:
        return 0.0
    del mag
    threshold = sample_peak / np.abs(taps).sum(axis=0).max()
    taps = taps.astype(np.float32)
    peak, block = sample_peak, 1 << 16  # outputs a block at a time, so memory stays small
    for a in range(0, len(x) + n - 1, block):
        # output m reads x[m-20 .. m] (zero outside): this block of outputs reads x[a-20 .. a+block-1]
        lo, hi = a - (n - 1), min(a + block, len(x))
        seg = np.concatenate(
            [
                np.zeros(max(0, -lo), dtype=np.float32),
                x[max(lo, 0) : hi],
                np.zeros(max(0, a + block - hi), dtype=np.float32),
            ]
        )
        loud = np.concatenate([[0], np.cumsum(np.abs(seg) >= threshold, dtype=np.int32)])
        outputs = np.flatnonzero(loud[n : n + block] > loud[:block])  # the outputs that read a loud sample
        if len(outputs):
            peak = max(peak, float(np.max(np.abs(seg[outputs[:, None] + np.arange(n)] @ taps))))
    return peak


def _limit_gain(x, ceiling: float, sample_rate: int, radius_ms: float = 20.0):
    """A smooth gain curve that brings every sample of `x` to at most `ceiling`.

    A look-ahead limiter, not a clipper: the gain each sample needs is taken as the least
    over +/- radius, then averaged over the same width, so the gain glides down before a
    peak and back up after it and the waveform keeps its shape. (A sample-by-sample soft
    clipper bends the waveform itself; measured by the recognizer in tests/test_speech.py,
    that made the speech harder to understand than plain espeak-ng.)
    """
    import numpy as np

    block = 32
    n = -(-len(x) // block)
    mag = np.zeros(n * block, dtype=np.float32)
    mag[: len(x)] = np.abs(x)
    need = np.minimum(1.0, ceiling / np.maximum(mag.reshape(n, block).max(axis=1), 1e-9))
    r = max(1, round(radius_ms / 1000 * sample_rate / block))
    padded = np.pad(need, r, constant_values=1.0)
    low = np.lib.stride_tricks.sliding_window_view(padded, 2 * r + 1).min(axis=1)
    cum = np.concatenate([[0.0], np.cumsum(np.pad(low, r, constant_values=1.0), dtype=np.float64)])
    smooth = (cum[2 * r + 1 :] - cum[: -2 * r - 1]) / (2 * r + 1)
    # Linear between block centres (as np.interp would, held flat before the first and after the
    # last), a block at a time: the same curve without a position array as long as the sound.
    smooth = smooth.astype(np.float32)
    before = np.concatenate([smooth[:1], smooth[:-1]])
    after = np.concatenate([smooth[1:], smooth[-1:]])
    offset = (np.arange(block, dtype=np.float32) - (block - 1) / 2) / block  # sample's place from the centre
    gain = smooth[:, None] + np.where(offset < 0, (smooth - before)[:, None], (after - smooth)[:, None]) * offset
    return gain.ravel()[: len(x)]


def master(samples, sample_rate: int):
    """Gain to -18 LUFS, then a look-ahead limiter so the true peak stays under -2 dBTP.

    The K-weighting is filtered once: the limiter's gain glides over tens of milliseconds,
    far slower than the filters' few milliseconds of memory, so the limited signal weighted
    is the weighted signal times the same gain, and each try re-measures in a moment.
    """
    import numpy as np

    x = samples.astype(np.float32)
    weighted = k_weighted(x, sample_rate)
    ceiling = 10 ** (PEAK_DBTP / 20)
    gain = 10 ** ((TARGET_LUFS - gated_loudness(weighted, sample_rate)) / 20)
    target = ceiling * 10 ** (-0.3 / 20)  # the true peak between samples can rise a little over the samples
    out = x * np.float32(gain)
    for _ in range(8):
        out = x * np.float32(gain)
        if np.abs(out).max() <= ceiling and true_peak(out, sample_rate) <= ceiling:  # the first test is cheap
            break
        limit = _limit_gain(out, target, sample_rate)
        out *= limit
        # limiting lowers the loudness a little: raise the gain before the limiter and limit again
        error = TARGET_LUFS - gated_loudness(weighted * (limit * np.float32(gain)), sample_rate)
        if abs(error) < LOUDNESS_TOLERANCE and true_peak(out, sample_rate) <= ceiling:
            break
        if abs(error) < LOUDNESS_TOLERANCE:
            target *= 10 ** (-0.2 / 20)
        gain *= 10 ** (error / 20)
    return out
