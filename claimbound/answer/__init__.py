"""claimbound.answer"""
