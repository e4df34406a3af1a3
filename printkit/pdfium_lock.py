"""One lock around every call into PDFium.

PDFium is not thread-safe: pypdfium2's documentation forbids calling it from two threads at once,
and `printkit serve` renders thumbnails from waitress's worker threads (two at once crashed the
process with a segmentation fault). Previews and text read-back take this lock; it is re-entrant so
a helper may call another.
"""

from __future__ import annotations

import threading

PDFIUM = threading.RLock()
