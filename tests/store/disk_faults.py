"""A disk that fills up in the middle of a save, for the tests of what a failed write leaves behind."""

import errno
import os
import tempfile


def disk_full_halfway(patch) -> None:
    """Through `patch` (a monkeypatch context): every temporary file write_json_atomically opens takes half of
    what is written to it, then fails as a full disk does."""
    real = tempfile.NamedTemporaryFile

    def opened(*args, **kwargs):
        file = real(*args, **kwargs)
        write = file.write

        def half_then_full(text):
            write(text[: len(text) // 2])
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        file.write = half_then_full
        return file
    patch.setattr(tempfile, "NamedTemporaryFile", opened)
