"""Calendar words that every stage reads the same way: the planner (dated comparisons, temporal phrases), the
verifier (date candidates, date checks) and the answer composer (ordering two bound dates)."""

from __future__ import annotations

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

EARLIER_WORDS = frozenset({"first", "earlier", "earliest", "older", "oldest"})
"""Words that ask for the earlier of two dates ("Which band was formed first?", "Who is older?")."""
LATER_WORDS = frozenset({"last", "later", "latest", "newer", "newest", "younger", "youngest"})
"""Words that ask for the later of two dates ("Which was released last?", "Who is younger?")."""
