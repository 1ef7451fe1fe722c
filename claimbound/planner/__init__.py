"""claimbound.planner: questions become DAGs of sub-questions and weighted claims.

- :class:`RulePlanner` - deterministic, offline default (English and Chinese);
- :class:`DSPyPlanner` - a ``dspy.Module`` with typed signatures, repaired once, falling back to the rules;
- :class:`FakePlanner` - canned plans for tests.
"""

from claimbound.planner.dspy_planner import DSPyPlanner, PlanProgram
from claimbound.planner.fake import FakePlanner
from claimbound.planner.rules import RulePlanner, check_question

__all__ = ["DSPyPlanner", "FakePlanner", "PlanProgram", "RulePlanner", "check_question"]
