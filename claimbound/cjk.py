"""The Chinese / Japanese / Korean character class shared by span splitting, the CJK index analyzer and slot
candidates (kana, CJK ideographs with extension A and compatibility forms, Hangul syllables)."""

from __future__ import annotations

import re

__all__ = ["CJK_CHARS", "CJK_RE"]

CJK_CHARS = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]"
CJK_RE = re.compile(CJK_CHARS)
