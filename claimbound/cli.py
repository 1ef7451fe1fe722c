"""The ``claimbound`` command line. Each stage registers its sub-commands from ``<stage>/commands.py``."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from claimbound.errors import ClaimboundError, UserInputError

# module path -> each exposes ``register(subparsers)`` which adds parsers with ``set_defaults(func=...)``.
_COMMAND_MODULES = (
    "claimbound.retrieval.commands",
    "claimbound.planner.commands",
    "claimbound.verifier.commands",
    "claimbound.answer.commands",
    "claimbound.eval.commands",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="claimbound", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in _COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue
            raise
        module.register(sub)
    return parser


def _quiet_model_loading() -> None:
    """Model loaders draw their own progress bars on stderr; the CLI keeps its output to what was asked for."""
    try:
        from transformers.utils import logging as hf_logging
    except ImportError:  # pragma: no cover - transformers comes with sentence-transformers
        return
    hf_logging.disable_progress_bar()
    hf_logging.set_verbosity_error()


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    _quiet_model_loading()
    try:
        return int(args.func(args) or 0)
    except UserInputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except ClaimboundError as exc:
        print(f"failed: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # the reader closed the pipe ("| head"): stop quietly, as other command-line tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    raise SystemExit(main())
