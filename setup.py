"""Packaging details pyproject.toml can't say: which packages, and config/ shipped as a package.

Everything else (name, dependencies, scripts, package data) is in pyproject.toml.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["bot*", "plugins*", "cardpool*", "foundation*"]) + ["arbitre_config"],
    package_dir={"arbitre_config": "config"},
)
