"""claimbound.verifier"""
