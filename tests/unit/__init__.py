"""The fast tier (make test-fast); a package so its names never shadow the full tier's."""
