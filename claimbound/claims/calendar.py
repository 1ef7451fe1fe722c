"""Calendar words that every stage reads the same way: the planner (dated comparisons, temporal phrases), the
verifier (date candidates, date checks) and the answer composer (ordering two bound dates)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from claimbound.claims.models import Span

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

EARLIER_WORDS = frozenset({"first", "earlier", "earliest", "older", "oldest"})
"""Words that ask for the earlier of two dates ("Which band was formed first?", "Who is older?")."""
LATER_WORDS = frozenset({"last", "later", "latest", "newer", "newest", "younger", "youngest"})
"""Words that ask for the later of two dates ("Which was released last?", "Who is younger?")."""

ASKS_EARLIER = re.compile(
    r"(?<!\bbe )(?<!\bbeen )(?<!\bbeing )(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )\bused?\s+to\s+(?=\w)"
    r"|\b(?:previously|formerly)\s+"
    r"|(?:(?<=\bthe )|(?<=\bits )|(?<=\btheir )|(?<=\bour )|(?<=\bmy )|(?<=\byour ))(?:previous|former|old|prior)\s+"
    r"(?=[a-z])", re.IGNORECASE)
"""A claim's words that put it before a change, at what held until a newer version replaced it: "the meal allowance
used to be {sq1}", "the previous meal allowance", "was formerly". Not "is used to pay" (a use), nor "older"."""


def asks_earlier(text: str) -> bool:
    """Whether ``text`` asks what held before a change (:data:`ASKS_EARLIER`)."""
    return ASKS_EARLIER.search(text) is not None


_IN_FORCE = re.compile(r"^(?:the\s+)?(?P<doc>(?:[\w\-]+\s+){0,5}?(?:policy|policies|handbook|guide|guidelines|rules|"
                       r"regulations?|agreement|contract|plan|version))\s+(?:(?:is|are)\s+(?:still\s+)?(?:valid|current|"
                       r"applicable|active|effective|binding|in\s+(?:force|effect|place|use))|(?:still\s+)?appl(?:y|ies))\b"
                       r"(?!\s+(?:only|not)\b)", re.IGNORECASE)
YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
"""A year of the calendar (1500-2099) standing alone."""
BEFORE_YEAR = re.compile(r"\b(?:before|until|till|prior\s+to)\s+((?:1[5-9]|20)\d\d)\b", re.IGNORECASE)
"""A year a claim puts a time before ("Parental leave was 12 weeks before 2024"): what held then is an earlier
version's to state."""


def in_force_document(claim: str) -> str | None:
    """The document a claim says is in force, with the year that names it ("The 2023 travel policy is valid", "...
    still applies": "2023 travel policy"); ``None`` for any other claim, and for a document named by no year. Its year
    names the document, not a time the claim is about, so a newer version that replaces it refutes it."""
    m = _IN_FORCE.match(claim.strip())
    return m.group("doc") if m and YEAR.search(m.group("doc")) else None


_VERSION_YEAR = re.compile(r"(?<=[A-Za-z])\s+((?:19|20)\d\d)$")
_DATING_WORDS = frozenset({"in", "of", "for", "since", "from", "to", "by", "until", "before", "after", "during"})


def version_label(span: Span) -> re.Match[str] | None:
    """The trailing year of the span's title that labels its document as a version: the year it was published
    ("Acme travel policy 2025", published 2025-02-01), not after a preposition ("Drivers in 2023"); ``None`` when
    the title has none."""
    title = span.title or ""
    m = _VERSION_YEAR.search(title)
    published = span.metadata.published_at
    if m is None or published is None or published.year != int(m.group(1)):
        return None
    before = title[: m.start()].split()
    return None if not before or before[-1].casefold() in _DATING_WORDS else m


def version_year(span: Span) -> int | None:
    """The year of the span's version label (:func:`version_label`), ``None`` without one."""
    m = version_label(span)
    return None if m is None else int(m.group(1))
