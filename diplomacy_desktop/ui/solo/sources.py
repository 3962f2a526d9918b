"""A book source as its readers know it: a title ("The Diplomatic Pouch: Openings, Austria") and the
address a browser opens, never a repository path. The practice set-up dialog and the scorecard
both list an opening's sources this way."""

from __future__ import annotations

import re

from ...practice.scorecard import source_label

SITE_NAMES = {
    "DuncanBrewster/diplomacy-guide": "Duncan Brewster's Diplomacy Guide",
    "freeeve/polite-betrayal": "Polite Betrayal",
    "woelpad/diplomatic-pouch": "The Diplomatic Pouch",
    "www.diplom.org": "The Diplomatic Pouch",
    "www.diplomacy-archive.com": "Diplomacy Archive",
    "diplomacyopenings.wordpress.com": "Diplomacy Openings",
    "docslib.org": "Docslib",
}
"""The sites and repositories the opening book cites, by the names their readers know."""


def source_address(source: str) -> str:
    """A book source as an address a browser opens: the web address, the Diplomatic Pouch's own
    page for its mirror's files, a GitHub page for other repository files."""
    label = source_label(source)
    if "://" in label:
        return label
    repo, _, path = source.partition(":")
    owner_name, _, commit = repo.partition("@")
    return f"https://github.com/{owner_name}/blob/{commit or 'HEAD'}/{path}"


def source_title(source: str) -> str:
    """A book source as a reader names it: the site, then the document's title made from its file
    name ("Duncan Brewster's Diplomacy Guide: Alpine Hedgehog"), never a repository path."""
    if "://" in source:
        host, _, path = source.split("://", 1)[1].partition("/")
    else:
        host, _, path = source.partition(":")
        host = host.split("@")[0]
    site = SITE_NAMES.get(host, host.removeprefix("www."))
    steps = [p for p in path.strip("/").split("/") if p]
    if not steps:
        return site
    stem = re.sub(r"\.[A-Za-z0-9]+$", "", steps[-1])
    words = re.sub(r"(?<=[a-z])(?=[A-Z0-9])|[-_]+", " ", stem).split()
    title = " ".join(w[:1].upper() + w[1:] for w in words)
    folders = [f for f in steps[:-1] if f.lower() not in ("db", "textversion", "web", "online", "tag")]
    if (len(words) == 1 or words[-1].isdigit()) and folders:
        title = f"{folders[-1]}, {title}"  # "Part2" or "Austria" alone says little: "Openings, Austria"
    return f"{site}: {title}" if title else site
