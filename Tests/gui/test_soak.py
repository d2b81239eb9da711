"""A 300-action seeded random soak (see soak.py; `make soak` runs 2 000 on the release build)."""
import os

from harness import test
from soak import soak


@test
def test_soak_300_random_actions_keep_the_app_alive_and_quiet():
    soak(300, int(os.environ.get("SOAK_SEED", "1")), name="soak-300")
