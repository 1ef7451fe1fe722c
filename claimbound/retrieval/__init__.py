"""claimbound.retrieval"""
