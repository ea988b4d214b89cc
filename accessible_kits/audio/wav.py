"""16-bit mono PCM, the one sample format of the finished audio, and the WAV file around it.

The chapters are stored and joined as these bytes (audio.chapters); the MP3 encoder
(audio.mp3) reads them, and the kit's WAV files hold them as they are.
"""

from __future__ import annotations


def pcm16(samples, *, scratch: bool = False) -> bytes:
    """float samples -> 16-bit little-endian PCM, clipped and rounded (to even at halves).

    Scaled first and clipped at full scale after, in one array: the same values as clipping
    at 1 and then scaling, since scaling by a positive number keeps the order of values.
    With `scratch`, `samples` (float32) is the caller's to lose and is worked on in place."""
    import numpy as np

    if scratch:
        y = np.multiply(samples, np.float32(32767), out=samples)
    else:
        y = np.multiply(samples, np.float32(32767), dtype=np.float32)
    np.clip(y, -32767, 32767, out=y)
    np.rint(y, out=y)
    return y.astype("<i2").tobytes()


def wav_bytes(pcm, sample_rate: int) -> bytes:
    """16-bit mono PCM WAV with no metadata chunks: the same samples give the same bytes."""
    import io
    import wave

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sample_rate)
        w.writeframes(bytes(pcm))
    return buf.getvalue()
