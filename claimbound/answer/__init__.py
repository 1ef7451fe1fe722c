"""claimbound.answer: grounded answers from claim-bound spans.

- :func:`compose`: the default, LM-free composer (cites each supported claim's best span, states bound values,
  answered / degraded / abstained / clarification).
- :class:`DSPyAnswerWriter`: optional prose writer; :func:`apply_written` keeps only sentences a cited span supports.
- :func:`render_answer`: the terminal rendering used by ``claimbound ask`` and ``claimbound replay``.
"""

from claimbound.answer.compose import citation_precision, compose
from claimbound.answer.render import render_answer
from claimbound.answer.writer import (
    CitedSentence,
    DSPyAnswerWriter,
    EvidenceItem,
    FakeAnswerWriter,
    WriteGroundedAnswer,
    apply_written,
    bound_supports,
)

__all__ = [
    "CitedSentence",
    "DSPyAnswerWriter",
    "EvidenceItem",
    "FakeAnswerWriter",
    "WriteGroundedAnswer",
    "apply_written",
    "bound_supports",
    "citation_precision",
    "compose",
    "render_answer",
]
