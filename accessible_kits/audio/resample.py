"""Resampling speech to the rate it is delivered at (16 kHz), once, before it is mastered.

espeak-ng speaks at 22 050 Hz, but its speech above 7 kHz adds nothing a listener needs:
16 kHz is wideband speech, the rate speech recognizers are trained on, and MPEG-2 Layer III
plays it everywhere 22.05 kHz plays. Fewer samples make the mastering and LAME, the larger
part of a kit's CPU work, a third cheaper (issue 29).

The filter is a Kaiser-windowed sinc, flat to 7 kHz and at least STOPBAND_DB down from
8 kHz (the new Nyquist frequency) up, so nothing above it folds back as an alias. Its
polyphase form is worked as a few matrix products over the input in blocks of `down`
samples: `up` outputs a block, in groups of consecutive outputs that share an input window.
"""

from __future__ import annotations

import functools

DELIVERY_RATE = 16000  # Hz: the rate of every chapter, MP3 and caption time
PASS_HZ, STOP_HZ = 7000.0, 8000.0  # flat below PASS_HZ, silenced from STOP_HZ (the new Nyquist)
STOPBAND_DB = 70.0
GROUP = 32  # outputs a matrix product makes per block: the windows they share stay short
# Multiply-adds a matrix product does at most: OpenBLAS runs a product this small on the calling
# thread. A larger one it shares with threads of its own, which took twice the CPU time
# (measured on 10 s sentences) and would compete with the worker busy on the other core.
SMALL_PRODUCT = 1 << 18


def delivered_rate(rate: int) -> int:
    """The rate speech synthesized at `rate` is delivered at: 16 kHz, or `rate` when lower."""
    return min(rate, DELIVERY_RATE)


def length(n: int, rate: int) -> int:
    """Samples out for `n` samples in at `rate`: each output's instant falls inside the input."""
    up, down = _ratio(rate)
    return -(-n * up // down)


def _ratio(rate: int) -> tuple[int, int]:
    import math

    out = delivered_rate(rate)
    g = math.gcd(out, rate)
    return out // g, rate // g


@functools.lru_cache(maxsize=2)
def _filters(rate: int, scale: float):
    """(half width in input samples, [(first input of the window, matrix window x outputs)] per
    group): the polyphase taps of each output of a block, times `scale`, laid out for matmul."""
    import numpy as np

    up, down = _ratio(rate)
    beta = 0.1102 * (STOPBAND_DB - 8.7)  # Kaiser's design rules for the window and the length
    width = (STOP_HZ - PASS_HZ) / rate  # the transition band, in cycles per input sample
    half = int(np.ceil((STOPBAND_DB - 7.95) / (14.36 * width) / 2))
    cutoff = (PASS_HZ + STOP_HZ) / 2 / rate
    j = np.arange(up)
    first = j * down // up  # the input sample at or before output j's instant
    frac = (j * down % up) / up  # how far past it the instant lies
    t = np.arange(-half + 1, half + 1)[None, :] - frac[:, None]  # each tap's distance, (up, 2 half)
    taps = 2 * cutoff * np.sinc(2 * cutoff * t) * np.i0(beta * np.sqrt(np.clip(1 - (t / half) ** 2, 0, 1)))
    taps *= scale / taps.sum(axis=1, keepdims=True)  # every phase passes a constant unchanged
    groups = []
    for g in range(0, up, GROUP):
        lo, hi = first[g] - half + 1, first[min(g + GROUP, up) - 1] + half + 1
        matrix = np.zeros((hi - lo, min(GROUP, up - g)), dtype=np.float32)
        for c in range(matrix.shape[1]):
            at = first[g + c] - half + 1 - lo
            matrix[at : at + 2 * half, c] = taps[g + c]
        groups.append((lo, matrix))
    return half, groups


def resampled(pcm, rate: int, scale: float = 1.0):
    """16-bit samples at `rate` -> float32 samples at delivered_rate(rate), times `scale`
    (so 1 / 32768 gives full scale 1 with no second pass). The outputs are the input's instants
    0, 1/16000 s, ... up to its last sample: length(len(pcm), rate) of them."""
    import numpy as np
    from numpy.lib.stride_tricks import as_strided

    x = np.asarray(pcm)
    up, down = _ratio(rate)
    if up == down:
        return np.multiply(x, np.float32(scale), dtype=np.float32)
    half, groups = _filters(rate, scale)
    blocks = -(-len(x) // down)
    # zeros before the first sample and after the last, so every window lies inside
    pad_before = half
    padded = np.zeros(pad_before + blocks * down + down + 2 * half, dtype=np.float32)
    padded[pad_before : pad_before + len(x)] = x
    out = np.empty((blocks, up), dtype=np.float32)
    item = padded.itemsize
    for g, (lo, matrix) in enumerate(groups):
        windows = as_strided(
            padded[pad_before + lo :], shape=(blocks, matrix.shape[0]), strides=(down * item, item), writeable=False
        )
        rows = max(1, SMALL_PRODUCT // matrix.size)
        for b in range(0, blocks, rows):
            np.matmul(windows[b : b + rows], matrix, out=out[b : b + rows, g * GROUP : g * GROUP + matrix.shape[1]])
    return out.reshape(-1)[: length(len(x), rate)]
