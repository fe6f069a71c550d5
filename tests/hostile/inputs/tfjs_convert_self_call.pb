¦
"serven

xPlaceholder
#
yPartitionedCallx*

fR
f1
/

f 
cPartitionedCall*

fR
f
df"*+
serving_default


x
x:0

y
y:0