"""The Chinese / Japanese / Korean character class shared by span splitting, the CJK index analyzer and slot
candidates (kana, CJK ideographs with extension A and compatibility forms, Hangul syllables), and the one jieba
loader the rule planner and the verifier's slot candidates share."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

__all__ = ["CJK_CHARS", "CJK_RE", "load_jieba"]

CJK_CHARS = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]"
CJK_RE = re.compile(CJK_CHARS)


@lru_cache(maxsize=1)
def load_jieba() -> Any:
    """The jieba module, imported on first use with its start-up logging silenced (Chinese text only pays for it)."""
    import logging

    import jieba as module

    module.setLogLevel(logging.WARNING)
    return module
