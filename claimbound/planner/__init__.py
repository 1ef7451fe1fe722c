"""claimbound.planner"""
