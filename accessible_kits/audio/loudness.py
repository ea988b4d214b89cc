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
    0.1 s of history: their impulse response has died away (below 1e-7 of its peak) by
    0.06 s at 16, 22.05 and 48 kHz (measured), so this equals the recursive filter far below
    the 0.1 LU that matters here, in small memory and without scipy. Transforms of 2^15
    points at 16 kHz: a third less CPU than 2^17 with 0.37 s of history (issue 29, measured
    on a kit's chapters), the loudness the same to 1e-7 LU.
    """
    import numpy as np

    x = np.asarray(samples, dtype=np.float32)
    history = 1 << int(np.ceil(np.log2(0.1 * rate)))
    # a transform as short as the sound allows (a short chapter is one small block), else 2^15
    # points (at 16 kHz: 16 times the history), which stays in the processor's cache
    n = min(max(1 << 15, 8 * history), 1 << int(np.ceil(np.log2(len(x) + history))))
    keep = n - history
    response = _k_response(rate, n)
    y = np.empty(len(x), dtype=np.float32)
    for start in range(0, len(x), keep):
        # the block reads `history` samples before `start` (zeros before the sound begins)
        if start == 0:
            seg = np.concatenate([np.zeros(history, dtype=np.float32), x[:keep]])
        else:
            seg = x[start - history : start + keep]
        block = np.fft.irfft(np.fft.rfft(seg, n) * response, n)
        y[start : start + keep] = block[history : history + min(keep, len(x) - start)]
    return y


def gated_loudness(y, rate: int) -> float:
    """Integrated loudness of a K-weighted signal: 400 ms blocks every 100 ms, absolute and relative gates."""
    import numpy as np

    step = round(0.1 * rate)  # blocks of 400 ms every 100 ms: four consecutive 100 ms steps
    steps = np.einsum("ij,ij->i", *(y[: len(y) // step * step].reshape(-1, step),) * 2, dtype=np.float64)
    return _gated(steps, step)


def _gated(steps, step: int) -> float:
    """Integrated loudness from the K-weighted energy of each 100 ms step (`step` samples each)."""
    import numpy as np

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
    """Peak of the signal oversampled four times (BS.1770 true peak), linear."""
    import numpy as np

    x = np.asarray(samples, dtype=np.float32)
    if not len(x):
        return 0.0
    return peak_of(lambda lo, hi: x[lo:hi], len(x), max(float(x.max()), -float(x.min())))


PIECE = 1 << 16  # outputs a piece at a time, so memory stays small


def peak_of(piece, length: int, sample_peak: float | None = None) -> float:
    """The true peak of a signal of `length` samples that `piece(lo, hi)` gives a piece at a time
    (float32, 0 <= lo < hi <= length), so a candidate of the mastering is measured without being
    made whole. `sample_peak`, its largest |sample|, when known (else a first pass finds it).

    An interpolated value is a weighted sum of 21 neighbouring samples, so it cannot
    exceed the sample peak where every neighbour is below peak / (sum of |weights|):
    only the windows around the loud samples are interpolated, with the same result
    as filtering all of it.
    """
    import numpy as np

    if sample_peak == 0.0:
        return 0.0
    h = np.concatenate([_oversampling_filter(), np.zeros(3)])  # 84 taps: 21 for each phase
    taps = np.stack([h[p::4][::-1] for p in range(4)], axis=1)  # (21, 4), reversed for windows
    n = taps.shape[0]
    gain = np.abs(taps).sum(axis=0).max()
    taps = taps.astype(np.float32)
    # With the sample peak unknown, each piece is read once: the threshold then comes from the
    # samples read so far, lower than the whole's, so more windows are interpolated, never fewer.
    peak, block = sample_peak or 0.0, PIECE
    near = np.empty(block + 2 * n, dtype=bool)  # output m reads a loud sample: near[m + n - 1]
    for a in range(0, length + n - 1, block):
        # output m reads x[m-20 .. m] (zero outside): this block of outputs reads x[a-20 .. a+block-1]
        lo, hi = a - (n - 1), min(a + block, length)
        seg = np.concatenate(
            [
                np.zeros(max(0, -lo), dtype=np.float32),
                piece(max(lo, 0), hi) if hi > max(lo, 0) else np.zeros(0, dtype=np.float32),
                np.zeros(max(0, a + block - hi), dtype=np.float32),
            ]
        )
        if sample_peak is None:
            peak = max(peak, float(seg.max()), -float(seg.min()))
            if peak == 0.0:
                continue  # silence so far: every output here is 0
        threshold = np.float32((sample_peak if sample_peak is not None else peak) / gain)
        # the outputs that read a loud sample: those of the n windows holding each. A few in a
        # hundred samples are loud, so marking them costs less than a running count over all
        # the samples (a quarter less CPU here, measured: issue 29)
        loud = np.flatnonzero((seg >= threshold) | (seg <= -threshold))
        if not len(loud):
            continue
        near[:] = False
        for k in range(n):
            near[loud + k] = True
        outputs = np.flatnonzero(near[n - 1 : n - 1 + block])
        peak = max(peak, _interpolated_peak(seg[np.arange(n)[:, None] + outputs], taps))
    return peak


def _interpolated_peak(windows, taps) -> float:
    """The largest |value| of the four phases at each window (`windows`: 21 rows, one column an
    output; `taps`: 21 x 4). Summed tap by tap over whole rows, in the order a matrix product
    sums them, so the values are a matrix product's to the bit; numpy's own loops, not BLAS,
    whose threads went on spinning on the other cores after each of these small products
    (measured), and three times faster than einsum over the windows (measured, issue 29)."""
    import numpy as np

    phases = np.zeros((taps.shape[1], windows.shape[1]), dtype=np.float32)
    term = np.empty_like(phases)
    for j in range(taps.shape[0]):
        np.multiply(taps[j][:, None], windows[j], out=term)
        phases += term
    return max(float(phases.max()), -float(phases.min()))


def master(samples, sample_rate: int):
    """Gain to -18 LUFS, then a look-ahead limiter so the true peak stays under -2 dBTP.

    The samples are read a few times in all, whatever the tries: once through the K-weighting,
    once for the blocks' peaks and loudness sums (audio.limiter), and for each candidate that
    meets the loudness, once to make it whole (in one array beside the samples, a piece's worth)
    and once more for its true peak; the one that passes is the result as it is, not made again.
    The limiter's gain glides over tens of milliseconds, far slower than the filters' few
    milliseconds of memory, so the limited signal weighted is the weighted signal times the
    same gain: each try of gain and limiter is measured on the blocks' sums.
    """
    import numpy as np

    from accessible_kits.audio import limiter

    x = np.asarray(samples, dtype=np.float32)
    step = round(0.1 * sample_rate)
    block = limiter.block_size(step)
    m = limiter.moments(k_weighted(x, sample_rate), block, step)
    block_peaks = limiter.peaks(x, block)
    ceiling = 10 ** (PEAK_DBTP / 20)
    gain = 10 ** ((TARGET_LUFS - _gated(m[0].reshape(-1, step // block).sum(axis=1), step)) / 20)
    target = ceiling * 10 ** (-0.3 / 20)  # the true peak between samples can rise a little over the samples
    y = np.empty_like(x)  # each candidate, made whole once: measured, and returned when it passes
    for _ in range(8):
        if float(block_peaks.max()) * gain <= ceiling:  # no limiting, if the true peak allows
            g = np.float32(gain)
            # rounding keeps the order of values, so the scaled peak is the peak scaled
            top = max(float(np.float32(x.max()) * g), -float(np.float32(x.min()) * g)) if len(x) else 0.0
            np.multiply(x, g, out=y)
            if peak_of(lambda lo, hi: y[lo:hi], len(y), top) <= ceiling:
                return y
        smooth = limiter.smooth_gain(block_peaks * np.float32(gain), target, block, sample_rate)
        # limiting lowers the loudness a little: raise the gain before the limiter and limit again
        steps = limiter.step_energies(m, smooth, step // block) * gain**2
        error = TARGET_LUFS - _gated(steps, step)
        if abs(error) < LOUDNESS_TOLERANCE:
            limiter.Curve(smooth, block, gain).applied(x, out=y)
            if peak_of(lambda lo, hi: y[lo:hi], len(y)) <= ceiling:
                return y
            target *= 10 ** (-0.2 / 20)
        last = gain
        gain *= 10 ** (error / 20)
    return limiter.Curve(smooth, block, last).applied(x, out=y)
