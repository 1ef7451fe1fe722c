"""The character classes of Chinese / Japanese / Korean text, and the one jieba loader the rule planner and the
verifier's slot candidates share.

- ``CJK_RE``: any CJK character (kana, CJK ideographs with extension A and compatibility forms, Hangul syllables):
  span splitting, the CJK index analyzer and slot candidates, which treat all three scripts alike.
- ``ORGANISATION_NOUNS_ZH``: the nouns that end a Chinese organisation's name.
- ``HAN_CHARS`` / ``HAN_RE`` / :func:`has_han`: Chinese ideographs only: the rule planner's Chinese planner (jieba), the
  verifier's Chinese words check and the scorer's
  character-level comparison of Chinese answers, which are about Chinese, not Korean or kana text."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

__all__ = ["CJK_CHARS", "CJK_RE", "HAN_CHARS", "HAN_RE", "ORGANISATION_NOUNS_ZH", "has_han", "jieba_words",
           "leading_han_words", "load_jieba"]

CJK_CHARS = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]"
CJK_RE = re.compile(CJK_CHARS)
HAN_CHARS = r"[\u4e00-\u9fff]"
HAN_RE = re.compile(HAN_CHARS)
_HAN_RUN = re.compile(HAN_CHARS + "+")
ORGANISATION_NOUNS_ZH = ("大学", "学院", "学校", "小学", "中学", "公司", "企业", "集团", "银行", "医院", "球队", "俱乐部",
                         "乐队", "组织", "机构", "政党", "协会", "报社", "电视台", "出版社")
"""Chinese nouns that end an organisation's name or kind ("复旦大学", "哪所大学"): the planner types a which-noun slot
by them, the verifier prefers an organisation slot's values that end with one."""


def has_han(text: str) -> bool:
    """``text`` holds a Chinese ideograph."""
    return HAN_RE.search(text) is not None


@lru_cache(maxsize=1)
def load_jieba() -> Any:
    """The jieba module, imported on first use with its start-up logging silenced (Chinese text only pays for it)."""
    import logging

    import jieba as module

    module.setLogLevel(logging.WARNING)
    return module


@lru_cache(maxsize=8192)
def jieba_words(text: str) -> tuple[str, ...]:
    """jieba's words of ``text`` (precise mode). Cached: a claim or a span is cut again for every pair it is in."""
    return tuple(load_jieba().lcut(text))


def leading_han_words(text: str) -> tuple[str, ...]:
    """jieba's words of the run of Chinese characters ``text`` opens with (after white space); ``()`` when it opens
    with anything else."""
    run = _HAN_RUN.match(text.strip())
    return jieba_words(run.group(0)) if run else ()
