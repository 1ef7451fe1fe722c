"""The one error root of claimbound.

Every exception the library raises on purpose derives from :class:`ClaimboundError`.
User mistakes (fix your input) are kept apart from runtime failures (something broke
while working), and every message names the fix::

    ClaimboundError
    ├── UserInputError                 the caller must change something
    │   ├── CorpusError                malformed JSONL, duplicate ids, missing text, bad UTF-8
    │   ├── InvalidQuestionError       empty, whitespace-only, over-long or binary question
    │   ├── UnknownTenantError         a principal names a tenant the index does not know
    │   ├── InvalidPlanError           a plan that is cyclic, dangling or without required claims
    │   └── ConfigError                unknown mode / verifier / option, bad settings
    └── RuntimeFailure                 the work broke; the input may be fine
        ├── SourceError                index missing, unreadable, or not an index
        │   └── StaleIndexError        the corpus changed since the index was built
        └── ModelError                 a model could not be loaded or answered badly
            └── ModelTimeoutError      a model call timed out or was rate limited
"""

from __future__ import annotations


class ClaimboundError(Exception):
    """Root of every error claimbound raises on purpose."""


class UserInputError(ClaimboundError, ValueError):
    """The caller gave something claimbound cannot use; the message says what to change."""


class CorpusError(UserInputError):
    """A corpus file or folder is malformed (the message names the file and line)."""


class InvalidQuestionError(UserInputError):
    """The question is empty, whitespace-only, too long or not text."""


class UnknownTenantError(UserInputError):
    """The principal names a tenant that no document in the index belongs to."""


class InvalidPlanError(UserInputError):
    """A plan failed validation (cycle, dangling reference, no required claim, ...)."""


class ConfigError(UserInputError):
    """An unknown option value or inconsistent settings."""


class RuntimeFailure(ClaimboundError, RuntimeError):
    """Something failed while working; the input itself may be valid."""


class SourceError(RuntimeFailure):
    """An index is missing, unreadable, or the directory is not a claimbound index."""


class StaleIndexError(SourceError):
    """The corpus changed after the index was built; rebuild it with `claimbound index`."""


class ModelError(RuntimeFailure):
    """A model could not be loaded, or its output could not be used."""


class ModelTimeoutError(ModelError):
    """A model call timed out or was rate limited after the allowed retries."""


__all__ = [
    "ClaimboundError",
    "ConfigError",
    "CorpusError",
    "InvalidPlanError",
    "InvalidQuestionError",
    "ModelError",
    "ModelTimeoutError",
    "RuntimeFailure",
    "SourceError",
    "StaleIndexError",
    "UnknownTenantError",
    "UserInputError",
]
