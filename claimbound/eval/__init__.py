"""claimbound.eval"""
