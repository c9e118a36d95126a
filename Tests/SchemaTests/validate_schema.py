#!/usr/bin/env python3
"""Validates YAML spec files against complayout's JSON Schema, independently of complayout.

Usage: validate_schema.py SCHEMA FILE...

The schema is first checked against the draft-07 meta-schema (exit status 2 if it is not a
valid schema). Each file is then loaded with PyYAML's safe_load, which resolves anchors,
aliases and merge keys, so the schema sees the document after merging, as an editor does.
Mapping keys become strings, as they are in JSON. Each file gives one JSON line on standard
output:

  {"file": ..., "errorCase": true|false, "verdict": "valid"|"invalid"|"unloadable", "problems": [...]}

errorCase is true for a conformance case that must fail to load (`expect: { error: ... }`);
for a file PyYAML cannot load, it is read from a one-line `expect: { error: ... }` in column 1.
Needs Python 3 with jsonschema 4 and PyYAML (pip install jsonschema pyyaml).
"""

import datetime
import json
import re
import sys

import jsonschema
import yaml

# As many nodes as complayout's YAML front end expands before refusing a file (YAMLLimits).
MAX_NODES = 1_000_000

ONE_LINE_ERROR_EXPECTATION = re.compile(r"^expect:\s*\{.*\berror:", re.MULTILINE)


class TooLarge(Exception):
    pass


def as_json(value, budget):
    """The loaded YAML as JSON data: string keys, dates as text; aliases expanded within the budget."""
    budget[0] -= 1
    if budget[0] < 0:
        raise TooLarge()
    if isinstance(value, dict):
        return {key_text(key): as_json(item, budget) for key, item in value.items()}
    if isinstance(value, list):
        return [as_json(item, budget) for item in value]
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.decode("latin-1")
    return value


def key_text(key):
    if isinstance(key, str):
        return key
    if isinstance(key, bool):
        return "true" if key else "false"
    if key is None:
        return "null"
    return str(key)


def is_error_case(document):
    expect = document.get("expect") if isinstance(document, dict) else None
    return isinstance(expect, dict) and "error" in expect


def check(validator, path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        document = as_json(yaml.safe_load(text), [MAX_NODES])
    except TooLarge:
        return {"errorCase": bool(ONE_LINE_ERROR_EXPECTATION.search(text)), "verdict": "unloadable",
                "problems": ["more than %d nodes once aliases are expanded" % MAX_NODES]}
    except yaml.YAMLError as error:
        return {"errorCase": bool(ONE_LINE_ERROR_EXPECTATION.search(text)), "verdict": "unloadable",
                "problems": [" ".join(str(error).split())]}
    problems = []
    for error in sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path))):
        # Within oneOf and anyOf, the alternative that came closest says most.
        error = jsonschema.exceptions.best_match([error])
        where = "/".join(map(str, error.absolute_path)) or "(top level)"
        problems.append("%s: %s" % (where, error.message[:300]))
    return {"errorCase": is_error_case(document), "verdict": "invalid" if problems else "valid",
            "problems": problems}


def main(arguments):
    if len(arguments) < 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    try:
        jsonschema.Draft7Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        print("the schema is not a valid draft-07 schema: %s" % error.message, file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(schema)
    for path in arguments[1:]:
        result = {"file": path}
        result.update(check(validator, path))
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
